/** A link the editor accepts: an absolute http(s) address (the server keeps those and mailto, nothing else). */
export const isWebLink = (href: string) => /^https?:\/\/[^\s/\\]+/i.test(href.trim());
