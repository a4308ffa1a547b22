import type { ValueChoice } from '@bo/contract';
import { pickLang } from '../../../locales/pick-lang';

export interface ChoiceOption {
  value: string;
  label: string;
  /** The client's stored text, which the branch's list no longer (or never) held. */
  outside?: boolean;
}

/**
 * The options of a client field filled from the branch's value list (issue 37 #10): its enabled
 * items in the list's order, each named in the reader's language (the English name, or the
 * Chinese one when it has none); the value is always the Chinese name, the text the client keeps.
 * A stored text the list does not offer (disabled, removed, imported, typed before the list) comes
 * first, marked, so opening a client never hides or changes what it holds.
 */
export function choiceOptions(
  choices: readonly ValueChoice[] | undefined,
  stored: unknown,
  lang: string,
  outsideLabel: (value: string) => string,
): ChoiceOption[] {
  const held = typeof stored === 'string' ? stored.trim() : '';
  // Until the list is read, the stored text is shown as it is.
  if (!choices) return held ? [{ value: held, label: held }] : [];
  const options = choices.map((c) => ({ value: c.name, label: pickLang(lang, c.name, c.nameEn || c.name) }));
  if (held === '' || options.some((o) => o.value === held)) return options;
  return [{ value: held, label: outsideLabel(held), outside: true }, ...options];
}
