import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { ROLE_CODE_MAX, ROLE_CODE_PATTERN } from '@bo/contract';

/** A required text of at most `max` characters (spaces around it not counted). */
export function roleTextRules(t: TFunction, field: string, max: number): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('roles.form.required', { field }) },
    {
      validator: (_r: unknown, v?: string) =>
        (v ?? '').trim().length <= max
          ? Promise.resolve()
          : Promise.reject(new Error(t('roles.form.tooLong', { field, max }))),
    },
  ];
}

/** A role's code: required, short, and in the contract's pattern. */
export function roleCodeRules(t: TFunction): FormRule[] {
  return [
    ...roleTextRules(t, t('roles.form.code'), ROLE_CODE_MAX),
    {
      validator: (_r, v?: string) =>
        !v?.trim() || ROLE_CODE_PATTERN.test(v.trim())
          ? Promise.resolve()
          : Promise.reject(new Error(t('roles.form.codeRule'))),
    },
  ];
}
