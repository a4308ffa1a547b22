/** System settings (/system/setting, issue 13 #9) and the upload size limit it holds. */
export {};
