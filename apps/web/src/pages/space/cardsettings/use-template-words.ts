import { useTranslation } from 'react-i18next';
import { useWord } from '../../../locales/use-word';

/** What the template dialog's parts say: the console's strings, the contract's words, a required field's rule. */
export function useTemplateWords() {
  const { t, i18n } = useTranslation();
  const word = useWord();
  const lang = i18n.language === 'en' ? 'en' : 'cn';
  const required = (field: string) => ({ required: true, message: t('cards.required', { field }) });
  return { t, lang, word, required } as const;
}
