import { z } from 'zod';
import { documentedLinkPattern, isSafeLink, linkRuleOf, shownLinkValue, type LinkOptions } from './link-words.js';

/**
 * The zod side of the one link rule (link-words.ts): `savedLink` for every link a request saves,
 * `shownLink` for every link an answer hands out. A saved link is marked in its metadata
 * (LINK_META), so a walk over the contract finds every call that saves one (the server's link
 * tests do, and a call added later is covered the day it lands).
 */
export * from './link-words.js';

/** The metadata key of a link field: 'link' (address or path) or 'address' (http(s) only). */
export const LINK_META = 'x-link';

/**
 * The metadata key of a request field whose name looks like a link but is none (a console
 * route …): its value says why. The link gate (apps/server src/quality/links.test.ts) accepts
 * such a field; every other link-like name must be a savedLink.
 */
export const LINK_NOT_META = 'x-not-link';

/**
 * A saved link: trimmed, at most `max` characters, passing the one rule ('' is no link). Add
 * `.default('')` where a body may leave it out.
 */
export function savedLink(max: number, opts: LinkOptions = {}) {
  const rule = linkRuleOf(opts);
  return z
    .string()
    .trim()
    .max(max)
    .refine((s) => isSafeLink(s, opts), { error: rule.en, params: { rule: 'words', ...rule } })
    .meta({
      [LINK_META]: opts.paths === false ? 'address' : 'link',
      pattern: documentedLinkPattern(opts),
      // A valid value for generated requests (the fuzz walk), since the rule is no JSON Schema pattern.
      example: opts.paths === false ? 'https://example.com/' : '/',
      description:
        opts.paths === false
          ? "'' (no link) or an absolute http(s) address (docs/decisions/0113-one-rule-for-saved-links.md)"
          : "'' (no link), an absolute http(s) address, or a path of this site starting with one / (docs/decisions/0113-one-rule-for-saved-links.md)",
    });
}

/**
 * A link in an answer: a stored value that fails the rule (a row that got in some other way) is
 * handed out as '' (no link), never as itself.
 */
export const shownLink = (opts: LinkOptions = {}) => z.string().overwrite((s) => shownLinkValue(s, opts));

/** Whether a schema is a saved link (savedLink), and which kind. */
export function linkKindOf(schema: unknown): 'link' | 'address' | undefined {
  const meta: Record<string, unknown> | undefined = z.globalRegistry.get(schema as z.ZodType);
  const kind = meta?.[LINK_META];
  return kind === 'link' || kind === 'address' ? kind : undefined;
}

/** Why a field whose name looks like a link is none (LINK_NOT_META), or undefined. */
export function notLinkReasonOf(schema: unknown): string | undefined {
  const meta: Record<string, unknown> | undefined = z.globalRegistry.get(schema as z.ZodType);
  const why = meta?.[LINK_NOT_META];
  return typeof why === 'string' && why.trim() !== '' ? why : undefined;
}
