import { Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  HOME_BANNER_SLOTS,
  HOME_LIMITS,
  isSafeLink,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_NAMES,
  type HomeSectionKey,
} from '@bo/contract';
import { pickLang } from '../../../locales/pick-lang';
import type { HomeSection } from './home-types';

/** Whether a notice link is acceptable: the one link rule of every saved link (the server's rule). */
export const linkOk = (link: string) => isSafeLink(link.trim());

/** The problems of a section the server would refuse, as field → message key (only the link can be wrong: the inputs bound the rest). */
export function sectionProblems(s: HomeSection): Record<string, string> {
  if (s.key === 'notice' && !linkOk(s.link)) return { link: 'site.home.field.linkRule' };
  return {};
}

/**
 * One section's own settings: a small form of controlled inputs; `onChange` gets the changed section.
 * Every section has fields of the same words ("Title (Chinese)", "Count"), so each field's name
 * starts with its section's (`sectionName`, unseen: the section's name is shown above its fields).
 */
export function SectionForm({
  section,
  sectionName,
  onChange,
}: {
  section: HomeSection;
  sectionName: string;
  onChange: (next: HomeSection) => void;
}) {
  const { t, i18n } = useTranslation();
  const set = (patch: Partial<HomeSection>) => onChange({ ...section, ...patch } as HomeSection);
  const id = (f: string) => `home-${section.key}-${f}`;
  const label = (f: string, text: string) => (
    <label htmlFor={id(f)}>
      <span className="bo-visually-hidden">{sectionName} </span>
      {text}
    </label>
  );
  const field = (f: string, text: string, control: React.ReactNode, error?: string) => (
    <div className={`home-field${error ? ' home-field-error' : ''}`}>
      {label(f, text)}
      {control}
      {error && (
        <div className="home-field-message" role="alert">
          {error}
        </div>
      )}
    </div>
  );
  const count = (min: number, max: number, value: number) =>
    field(
      'count',
      t('site.home.field.count'),
      <InputNumber
        id={id('count')}
        min={min}
        max={max}
        precision={0}
        value={value}
        onChange={(v) => set({ count: Math.min(max, Math.max(min, Number(v ?? min))) })}
        style={{ width: 100 }}
      />,
    );
  const titles = (s: { title: string; titleEn: string }) => (
    <>
      {field(
        'title',
        t('site.home.field.title'),
        <Input
          id={id('title')}
          value={s.title}
          maxLength={HOME_LIMITS.title}
          onChange={(e) => set({ title: e.target.value })}
        />,
      )}
      {field(
        'titleEn',
        t('site.home.field.titleEn'),
        <Input
          id={id('titleEn')}
          value={s.titleEn}
          maxLength={HOME_LIMITS.title}
          onChange={(e) => set({ titleEn: e.target.value })}
        />,
      )}
    </>
  );
  const key: HomeSectionKey = section.key;
  switch (section.key) {
    case 'banner':
      return (
        <div className="home-form" data-testid={`home-form-${key}`}>
          {field(
            'slot',
            t('site.home.field.slot'),
            <Select
              id={id('slot')}
              value={section.slot}
              onChange={(v) => set({ slot: v })}
              options={HOME_BANNER_SLOTS.map((s) => ({ value: s, label: t('site.home.field.slotPc') }))}
              style={{ width: 160 }}
            />,
          )}
          {field(
            'autoplay',
            t('site.home.field.autoplay'),
            <InputNumber
              id={id('autoplay')}
              min={HOME_LIMITS.autoplayMin}
              max={HOME_LIMITS.autoplayMax}
              precision={0}
              value={section.autoplaySeconds}
              onChange={(v) =>
                set({
                  autoplaySeconds: Math.min(HOME_LIMITS.autoplayMax, Math.max(HOME_LIMITS.autoplayMin, Number(v ?? 5))),
                })
              }
              style={{ width: 100 }}
            />,
          )}
        </div>
      );
    case 'products':
      return (
        <div className="home-form" data-testid={`home-form-${key}`}>
          {titles(section)}
          {field(
            'category',
            t('site.home.field.category'),
            <Select
              id={id('category')}
              value={section.category}
              onChange={(v) => set({ category: v })}
              options={[
                { value: '', label: t('site.home.field.categoryAll') },
                ...PRODUCT_CATEGORIES.map((c) => ({
                  value: c,
                  label: pickLang(i18n.language, PRODUCT_CATEGORY_NAMES[c].cn, PRODUCT_CATEGORY_NAMES[c].en),
                })),
              ]}
              data-testid="home-products-category"
            />,
          )}
          {count(HOME_LIMITS.productsMin, HOME_LIMITS.productsMax, section.count)}
        </div>
      );
    case 'news':
      return (
        <div className="home-form" data-testid={`home-form-${key}`}>
          {titles(section)}
          {field(
            'category',
            t('site.home.field.category'),
            <Input
              id={id('category')}
              value={section.category}
              maxLength={HOME_LIMITS.category}
              placeholder={t('site.home.field.newsCategoryPlaceholder')}
              onChange={(e) => set({ category: e.target.value })}
            />,
          )}
          {count(HOME_LIMITS.newsMin, HOME_LIMITS.newsMax, section.count)}
        </div>
      );
    case 'notice': {
      const problems = sectionProblems(section);
      return (
        <div className="home-form home-form-wide" data-testid={`home-form-${key}`}>
          {field(
            'text',
            t('site.home.field.text'),
            <Input.TextArea
              id={id('text')}
              value={section.text}
              maxLength={HOME_LIMITS.notice}
              autoSize={{ minRows: 1, maxRows: 3 }}
              onChange={(e) => set({ text: e.target.value })}
              data-user-content=""
            />,
          )}
          {field(
            'textEn',
            t('site.home.field.textEn'),
            <Input.TextArea
              id={id('textEn')}
              value={section.textEn}
              maxLength={HOME_LIMITS.notice}
              autoSize={{ minRows: 1, maxRows: 3 }}
              onChange={(e) => set({ textEn: e.target.value })}
              data-user-content=""
            />,
          )}
          {field(
            'link',
            t('site.home.field.link'),
            <Input
              id={id('link')}
              value={section.link}
              maxLength={HOME_LIMITS.link}
              placeholder={t('site.home.field.linkPlaceholder')}
              status={problems.link ? 'error' : undefined}
              onChange={(e) => set({ link: e.target.value })}
              data-testid="home-notice-link"
            />,
            problems.link ? t(problems.link) : undefined,
          )}
        </div>
      );
    }
    case 'contact':
      return (
        <div className="home-form home-form-switches" data-testid={`home-form-${key}`}>
          {(['showPhone', 'showWechat', 'showHours'] as const).map((f) => (
            <label key={f} className="home-switch">
              <Switch
                size="small"
                checked={section[f]}
                onChange={(v) => set({ [f]: v })}
                aria-label={`${sectionName} ${t(`site.home.field.${f}`)}`}
              />
              <span>{t(`site.home.field.${f}`)}</span>
            </label>
          ))}
        </div>
      );
  }
}
