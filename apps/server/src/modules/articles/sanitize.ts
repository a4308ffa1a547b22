import sanitizeHtml from 'sanitize-html';
import { isSafeLink, parseUploadAddress } from '@bo/contract';

/**
 * The one sanitiser of a news item's body (issue 13 #3): an allow-list, applied on every save, so
 * the stored body is always what this returns. Whatever the browser's editor sent (pasted HTML
 * included) is only a proposal.
 *
 *  - Tags: p, br, h2–h4, strong, em, u, s, blockquote, ul, ol, li, a, img, code, pre, hr. Any other
 *    tag is dropped and its text kept (escaped), except script, style and the like, whose content
 *    goes with them.
 *  - Attributes: a href (http, https or mailto only, absolute; anything else loses the link and
 *    keeps its text in a bare <a>), with rel="noopener noreferrer" and target="_blank" forced; img src (only an
 *    upload address of the branch), alt, width and height (whole pixels). No other attribute: no
 *    on…, no style, no class, no srcset.
 *  - Comments, CDATA and processing instructions go; text is re-escaped on output.
 */

export const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'code',
  'pre',
  'hr',
];

/** Tags whose content is dropped with them (their text would be code or noise, not prose). */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'title',
  'iframe',
  'object',
  'xmp',
  'plaintext',
  'head',
];

/**
 * A link the shop may show: an absolute http(s) address by the one link rule (link-words.ts), or a
 * mailto address, checked after the parser decoded entities. Answers the address without the characters a browser would ignore, or null.
 */
export function safeHref(href: string): string | null {
  // The parser has decoded entities (&#x09; …); browsers also drop ASCII tabs and newlines anywhere in a URL.
  // eslint-disable-next-line no-control-regex -- the control characters browsers drop from a URL are the point
  const v = href.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, '');
  if (/^mailto:./i.test(v)) return v;
  // Anything else follows the one rule of every saved link (link-words.ts), absolute addresses only.
  return v !== '' && isSafeLink(v, { paths: false }) ? v : null;
}

const DIMENSION = /^\d{1,4}$/;

export interface SanitizeResult {
  html: string;
  /** The upload addresses of the kept images, in order. */
  images: string[];
  /** Images dropped because their address is not the branch's (or not allowed by `keepImage`). */
  imagesRemoved: number;
}

/**
 * Sanitises `html` for the branch `gscode`. An image is kept only when its src is an upload
 * address of that branch and, when given, `keepImage(src)` says so (the caller checks that the
 * address names a stored image).
 */
/** A link with no safe address keeps its text and loses every attribute. */
const NO_ATTRIBUTES: Record<string, string> = {};

export function sanitizeArticleHtml(
  html: string,
  gscode: string,
  keepImage?: (src: string) => boolean,
): SanitizeResult {
  const images: string[] = [];
  let imagesRemoved = 0;
  const out = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    allowedClasses: {},
    allowedStyles: {},
    allowVulnerableTags: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROP_WITH_CONTENT,
    enforceHtmlBoundary: false,
    parseStyleAttributes: false,
    parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
    exclusiveFilter: (frame) => {
      if (frame.tag !== 'img' || frame.attribs.src) return false;
      imagesRemoved++;
      return true;
    },
    transformTags: {
      a: (_tag, attribs) => {
        const href = safeHref(attribs.href ?? '');
        // Not a safe link: no address, so no link; its text stays. (Renaming it to a dropped tag
        // confuses sanitize-html's closing of the renamed tag, so it stays a bare <a>.)
        if (!href) return { tagName: 'a', attribs: NO_ATTRIBUTES };
        return { tagName: 'a', attribs: { href, rel: 'noopener noreferrer', target: '_blank' } };
      },
      img: (_tag, attribs) => {
        const src = (attribs.src ?? '').trim();
        const address = parseUploadAddress(src);
        if (!address || address.gscode !== gscode || (keepImage && !keepImage(src))) {
          // No src: exclusiveFilter drops it and counts it.
          return { tagName: 'img', attribs: {} };
        }
        images.push(src);
        const kept: Record<string, string> = { src };
        if (attribs.alt) kept.alt = attribs.alt.slice(0, 200);
        if (attribs.width && DIMENSION.test(attribs.width)) kept.width = attribs.width;
        if (attribs.height && DIMENSION.test(attribs.height)) kept.height = attribs.height;
        return { tagName: 'img', attribs: kept };
      },
      // Headings the editor offers are h2–h4; an h1 is one level down, h5/h6 one level up.
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      b: 'strong',
      i: 'em',
      strike: 's',
      del: 's',
    },
  });
  return { html: out.trim(), images, imagesRemoved };
}

/** The size of the stored body in bytes (UTF-8), what the 200 KB limit counts. */
export const bodyBytes = (html: string) => Buffer.byteLength(html, 'utf8');
