/** Home page, departments and customer service (/space/indexsetting, department, customerservice; issue 13 #6, #7). */
export {};
