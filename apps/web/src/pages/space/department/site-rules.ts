import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { SITE_PHONE_PATTERN } from '@bo/contract';

/** The rules of a site text field (departments, contacts): not blank when required, at most `max` once trimmed. */
export const siteTextRules =
  (t: TFunction) =>
  (field: string, max: number, required = false): Rule[] => [
    ...(required ? [{ required: true, whitespace: true, message: t('site.required', { field }) }] : []),
    {
      validator: (_r: unknown, v?: string) =>
        (v ?? '').trim().length <= max
          ? Promise.resolve()
          : Promise.reject(new Error(t('site.tooLong', { field, max }))),
    },
  ];

/** The rules of a site phone: its length, and the contract's phone pattern. */
export const sitePhoneRules = (t: TFunction, field: string, max: number): Rule[] => [
  ...siteTextRules(t)(field, max),
  {
    validator: (_r, v?: string) =>
      SITE_PHONE_PATTERN.test((v ?? '').trim()) ? Promise.resolve() : Promise.reject(new Error(t('site.phoneRule'))),
  },
];
