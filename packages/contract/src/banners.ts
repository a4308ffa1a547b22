/** Banners in their three slots (/pic/*, issue 13 #2) and their public read. */
export {};
