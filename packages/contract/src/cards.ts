/** Card sizes (/system/dspjsize) and card templates (/space/cardsettings), issue 13 #5. */
export {};
