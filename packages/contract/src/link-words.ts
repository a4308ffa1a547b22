/**
 * The one rule of every link an operator saves (docs/decisions/0113-one-rule-for-saved-links.md),
 * without any schema (link.ts builds the zod field from it), so the web forms check a link by the
 * same rule as the server without carrying zod.
 *
 * A link is '' (no link), or
 *  - an absolute http:// or https:// address: a host name (letters, digits and -, dot-separated,
 *    the last label starting with a letter) or a dotted IPv4 address, an optional port 0 … 65535,
 *    then optionally a path, query or fragment. No user name or password (https://a@evil is
 *    refused: it reads as a trusted name and goes elsewhere), no IPv6 literal, no other scheme;
 *  - or a path of the same site starting with exactly one '/' (not //, not /\, not /%2F).
 * Anywhere in it: no whitespace (Unicode's too), no control character (C0, DEL, C1), no
 * invisible formatting character (U+00AD, U+180E, U+200B–U+200F, U+2028–U+202F, U+205F–U+206F,
 * U+FEFF), no quote ' " `, no < >, no backslash. A '%' starts a well-formed escape (two hex
 * digits) that does not encode any of those characters (%5C, %22, %3C, %0A, %7F, %C2%85,
 * %E2%80%A8 … are refused; %20 is an encoded space and stays allowed). Escapes are decoded once
 * for this check, not twice (%255C is the text "%5C").
 * So javascript:, data:, vbscript: (in any case, with any leading space) never pass: they are
 * neither http(s) nor a path.
 *
 * The rule is one regular expression written in the syntax JavaScript and PostgreSQL share, so
 * migration 0029_safe_links.sql applies the very same text (its test proves they agree).
 */

/** Characters never allowed in a link, raw (inside a bracket expression). */
const BAD = String.raw`\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\u0022\u0027\u0060\u003c\u003e\u005c`;
/** One allowed character other than '%'. */
const CHAR = String.raw`[^${BAD}\u0025]`;
/** A percent escape that decodes to none of the characters above. */
const ESCAPE = String.raw`\u0025(?![01][0-9a-f]|7f|5c|22|27|60|3c|3e|c2\u0025[89][0-9a-f]|e2\u002580\u0025a[89])[0-9a-f]{2}`;
const REST = String.raw`(?:${CHAR}|${ESCAPE})*`;
const OCTET = String.raw`(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])`;
const LABEL = String.raw`[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?`;
const TOP = String.raw`[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?`;
const HOST = String.raw`(?:(?:${OCTET}\.){3}${OCTET}|(?:${LABEL}\.)*${TOP})`;
const PORT = String.raw`(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3}|0)`;
const ADDRESS = String.raw`https?://${HOST}(?::${PORT})?(?:[/?#]${REST})?`;
const PATH = String.raw`/(?!/|\u00252f)${REST}`;

/**
 * The rule as the text of a regular expression, case-insensitive, for JavaScript (flag i) and
 * PostgreSQL (operator ~*) alike. It does not match ''; '' is "no link" and allowed beside it.
 */
export const LINK_PATTERN_SOURCE = `^(?:${ADDRESS}|${PATH})$`;
export const LINK_PATTERN = new RegExp(LINK_PATTERN_SOURCE, 'i');
/** The same for a field that takes only an absolute address (LinkOptions.paths false). */
export const ADDRESS_PATTERN_SOURCE = `^(?:${ADDRESS})$`;

/**
 * A pattern as an OpenAPI document carries it: no flags, so the case-insensitive rule spells out
 * both cases of its letters, and '' (no link) is one of its values.
 */
export function documentedLinkPattern(opts: LinkOptions = {}): string {
  const source = opts.paths === false ? ADDRESS_PATTERN_SOURCE : LINK_PATTERN_SOURCE;
  const caseless = source
    .replace(/https\?/g, '[hH][tT][tT][pP][sS]?')
    .replace(/\[a-z0-9-\]/g, '[a-zA-Z0-9-]')
    .replace(/\[a-z0-9\]/g, '[a-zA-Z0-9]')
    .replace(/\[a-z\]/g, '[a-zA-Z]')
    .replace(/\[0-9a-f\]/g, '[0-9a-fA-F]');
  return `^$|${caseless}`;
}

export interface LinkOptions {
  /**
   * false: only an absolute http(s) address (a menu row's link opens outside the console; its
   * own pages are routes). Default true: also a path of the same site.
   */
  paths?: boolean;
}

/** Whether `s` passes the one link rule ('' is no link and passes). */
export function isSafeLink(s: string, opts: LinkOptions = {}): boolean {
  if (s === '') return true;
  if (opts.paths === false && s.startsWith('/')) return false;
  return LINK_PATTERN.test(s);
}

/** What may be shown of a stored link: itself when it passes the rule, else '' (no link). */
export const shownLinkValue = (s: string, opts: LinkOptions = {}): string =>
  typeof s === 'string' && isSafeLink(s, opts) ? s : '';

/** The rule in both languages, as the forms and the server's refusal word it. */
export const LINK_RULE = {
  cn: '应为空、http:// 或 https:// 开头的网址，或以单个 / 开头的本站路径；不能含空格、引号、尖括号、反斜杠或控制字符',
  en: 'must be empty, an http:// or https:// address, or a path of this site starting with a single /; no spaces, quotes, angle brackets, backslashes or control characters',
} as const;

/** The rule of a field that takes only an absolute address (LinkOptions.paths false). */
export const ADDRESS_RULE = {
  cn: '应为空，或 http:// 或 https:// 开头的网址；不能含空格、引号、尖括号、反斜杠或控制字符',
  en: 'must be empty or an http:// or https:// address; no spaces, quotes, angle brackets, backslashes or control characters',
} as const;

export const linkRuleOf = (opts: LinkOptions = {}) => (opts.paths === false ? ADDRESS_RULE : LINK_RULE);
