/**
 * A rule's refusal in both languages, for zod's refine: the server's validation message takes the
 * caller's language from it (i18n describeIssue, rule 'words'); `error` is what zod itself says.
 */
export const ruleWords = (cn: string, en: string) => ({ error: en, params: { rule: 'words' as const, cn, en } });
