import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';

/** The settings form's rule makers, worded in the user's language. */
export function useSettingsRules() {
  const { t, i18n } = useTranslation();
  const required = (field: string): Rule => ({
    required: true,
    whitespace: true,
    message: t('system-settings.required', { field }),
  });
  const tooLong = (field: string, max: number): Rule => ({
    max,
    message: t('system-settings.tooLong', { field, max }),
  });
  const range = (field: string, min: number, max: number): Rule => ({
    validator: (_r, v?: number | null) =>
      typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max
        ? Promise.resolve()
        : Promise.reject(new Error(t('system-settings.range', { field, min, max }))),
  });
  return { t, i18n, required, tooLong, range };
}
