/**
 * A rule's refusal in both languages, for zod's refine: the server's validation message takes the
 * caller's language from it (i18n describeIssue, rule 'words'); `error` is what zod itself says.
 */
export const ruleWords = (cn: string, en: string) => ({ error: en, params: { rule: 'words' as const, cn, en } });

/** A rule's words in both languages. */
export interface RuleWords {
  cn: string;
  en: string;
}

/**
 * The words of a refusal by one of the contract's own rules (ruleWords, a date's bounds), from a
 * zod issue's params: the server's message and a form's field message say the same thing. Any
 * other issue: undefined (the caller words it by its kind).
 */
export function wordsOfIssue(issue: { params?: Record<string, unknown> }): RuleWords | undefined {
  const p = issue.params ?? {};
  if (p.rule === 'words' && typeof p.cn === 'string' && typeof p.en === 'string') return { cn: p.cn, en: p.en };
  if (p.rule === 'dateRange')
    return {
      cn: `必须在 ${String(p.min)} 至 ${String(p.max)} 之间`,
      en: `must be between ${String(p.min)} and ${String(p.max)}`,
    };
  return undefined;
}
