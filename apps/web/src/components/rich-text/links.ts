import { isSafeLink } from '@bo/contract';

/**
 * A link the editor accepts: an absolute http(s) address by the one rule of every saved link
 * (link-words.ts; the server keeps those and mailto, nothing else).
 */
export const isWebLink = (href: string) => {
  const v = href.trim();
  return v !== '' && isSafeLink(v, { paths: false });
};
