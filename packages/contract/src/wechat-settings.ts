/** WeChat settings (/space/wechatsetting, issue 13 #8): official account and mini-program. */
export {};
