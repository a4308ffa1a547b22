/** Products shown in the shop (/space/productsshow, issue 13 #4) and their public read. */
export {};
