/** News (/space/article-list, issue 13 #3): items, revisions, publishing, their public read. */
export {};
