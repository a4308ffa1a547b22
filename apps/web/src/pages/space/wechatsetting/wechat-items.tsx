import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { WECHAT_APPID_PATTERN, WECHAT_FIELD_NAMES, WECHAT_FIELD_RULES, type SecretState } from '@bo/contract';
import { pickLang } from '../../../locales/pick-lang';
import type { FormValues, SecretField } from './form-values';
import { SecretInput } from './secret-input';

type Words = { cn: string; en: string };

/** A rule of the form checked with the contract's pattern, worded as the server words it. */
export const patternRule = (pattern: RegExp, words: Words, lang: string, orEmpty = true): Rule => ({
  validator: (_r, v?: string) => {
    const s = (v ?? '').trim();
    return (orEmpty && s === '') || pattern.test(s)
      ? Promise.resolve()
      : Promise.reject(new Error(pickLang(lang, words.cn, words.en)));
  },
});

/** An account's AppID (empty allowed: the account is not set up). */
export function AppIdItem({ name, testId }: { name: 'oaAppId' | 'mpAppId'; testId: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={WECHAT_FIELD_NAMES.appId}
      rules={[patternRule(WECHAT_APPID_PATTERN, WECHAT_FIELD_RULES.appId, i18n.language)]}
    >
      <Input
        maxLength={18}
        spellCheck={false}
        autoComplete="off"
        placeholder={t('wechat-settings.fields.appIdPlaceholder')}
        className="bo-wx-appid"
        data-testid={testId}
      />
    </Form.Item>
  );
}

interface SecretItemProps {
  name: keyof FormValues;
  label: string;
  stored: SecretState;
  pattern: RegExp;
  words: Words;
  canEdit: boolean;
  testId: string;
}

/** A secret: kept, cleared or typed anew; only a value typed anew is checked. */
export function SecretItem({ name, label, stored, pattern, words, canEdit, testId }: SecretItemProps) {
  const { t, i18n } = useTranslation();
  const rule: Rule = {
    validator: (_r, f?: SecretField) => {
      if (!f || f.op !== 'set') return Promise.resolve();
      const s = f.value.trim();
      if (!s && stored.set) return Promise.reject(new Error(t('wechat-settings.secret.typeOrCancel')));
      return !s || pattern.test(s)
        ? Promise.resolve()
        : Promise.reject(new Error(pickLang(i18n.language, words.cn, words.en)));
    },
  };
  return (
    <Form.Item name={name} label={label} rules={[rule]}>
      <SecretInput stored={stored} canEdit={canEdit} testId={testId} />
    </Form.Item>
  );
}
