import { Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOME_BANNER_SLOTS, HOME_LIMITS, isSafeLink, PRODUCT_CATEGORIES, PRODUCT_CATEGORY_NAMES } from '@bo/contract';
import type { HomeSection } from './home-types';
import { CountField, Field, fieldId, TitleFields, type SectionProps } from './section-fields';
import { wordIn } from '../../../locales/words';

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
  const set = (patch: Partial<HomeSection>) => onChange({ ...section, ...patch } as HomeSection);
  switch (section.key) {
    case 'banner':
      return <BannerForm section={section} sectionName={sectionName} set={set} />;
    case 'products':
      return <ProductsForm section={section} sectionName={sectionName} set={set} />;
    case 'news':
      return <NewsForm section={section} sectionName={sectionName} set={set} />;
    case 'notice':
      return <NoticeForm section={section} sectionName={sectionName} set={set} />;
    case 'contact':
      return <ContactForm section={section} sectionName={sectionName} set={set} />;
  }
}

function BannerForm({ section, sectionName, set }: SectionProps<'banner'>) {
  const { t } = useTranslation();
  const { autoplayMin, autoplayMax } = HOME_LIMITS;
  return (
    <div className="home-form" data-testid={`home-form-${section.key}`}>
      <Field id={fieldId(section, 'slot')} sectionName={sectionName} text={t('site.home.field.slot')}>
        <Select
          id={fieldId(section, 'slot')}
          value={section.slot}
          onChange={(v) => set({ slot: v })}
          options={HOME_BANNER_SLOTS.map((s) => ({ value: s, label: t('site.home.field.slotPc') }))}
          style={{ width: 160 }}
        />
      </Field>
      <Field id={fieldId(section, 'autoplay')} sectionName={sectionName} text={t('site.home.field.autoplay')}>
        <InputNumber
          id={fieldId(section, 'autoplay')}
          min={autoplayMin}
          max={autoplayMax}
          precision={0}
          value={section.autoplaySeconds}
          onChange={(v) => set({ autoplaySeconds: Math.min(autoplayMax, Math.max(autoplayMin, Number(v ?? 5))) })}
          style={{ width: 100 }}
        />
      </Field>
    </div>
  );
}

function ProductsForm({ section, sectionName, set }: SectionProps<'products'>) {
  const { t, i18n } = useTranslation();
  return (
    <div className="home-form" data-testid={`home-form-${section.key}`}>
      <TitleFields section={section} sectionName={sectionName} set={set} />
      <Field id={fieldId(section, 'category')} sectionName={sectionName} text={t('site.home.field.category')}>
        <Select
          id={fieldId(section, 'category')}
          value={section.category}
          onChange={(v) => set({ category: v })}
          options={[
            { value: '', label: t('site.home.field.categoryAll') },
            ...PRODUCT_CATEGORIES.map((c) => ({
              value: c,
              label: wordIn(PRODUCT_CATEGORY_NAMES[c], i18n.language),
            })),
          ]}
          data-testid="home-products-category"
        />
      </Field>
      <CountField
        section={section}
        sectionName={sectionName}
        set={set}
        min={HOME_LIMITS.productsMin}
        max={HOME_LIMITS.productsMax}
      />
    </div>
  );
}

function NewsForm({ section, sectionName, set }: SectionProps<'news'>) {
  const { t } = useTranslation();
  return (
    <div className="home-form" data-testid={`home-form-${section.key}`}>
      <TitleFields section={section} sectionName={sectionName} set={set} />
      <Field id={fieldId(section, 'category')} sectionName={sectionName} text={t('site.home.field.category')}>
        <Input
          id={fieldId(section, 'category')}
          value={section.category}
          maxLength={HOME_LIMITS.category}
          placeholder={t('site.home.field.newsCategoryPlaceholder')}
          onChange={(e) => set({ category: e.target.value })}
        />
      </Field>
      <CountField
        section={section}
        sectionName={sectionName}
        set={set}
        min={HOME_LIMITS.newsMin}
        max={HOME_LIMITS.newsMax}
      />
    </div>
  );
}

/** The notice in both languages and its link, the one field the server may refuse. */
function NoticeForm({ section, sectionName, set }: SectionProps<'notice'>) {
  const { t } = useTranslation();
  const problems = sectionProblems(section);
  const text = (f: 'text' | 'textEn') => (
    <Field id={fieldId(section, f)} sectionName={sectionName} text={t(`site.home.field.${f}`)}>
      <Input.TextArea
        id={fieldId(section, f)}
        value={section[f]}
        maxLength={HOME_LIMITS.notice}
        autoSize={{ minRows: 1, maxRows: 3 }}
        onChange={(e) => set({ [f]: e.target.value })}
        data-user-content=""
      />
    </Field>
  );
  return (
    <div className="home-form home-form-wide" data-testid={`home-form-${section.key}`}>
      {text('text')}
      {text('textEn')}
      <Field
        id={fieldId(section, 'link')}
        sectionName={sectionName}
        text={t('site.home.field.link')}
        error={problems.link ? t(problems.link) : undefined}
      >
        <Input
          id={fieldId(section, 'link')}
          value={section.link}
          maxLength={HOME_LIMITS.link}
          placeholder={t('site.home.field.linkPlaceholder')}
          status={problems.link ? 'error' : undefined}
          onChange={(e) => set({ link: e.target.value })}
          data-testid="home-notice-link"
        />
      </Field>
    </div>
  );
}

function ContactForm({ section, sectionName, set }: SectionProps<'contact'>) {
  const { t } = useTranslation();
  return (
    <div className="home-form home-form-switches" data-testid={`home-form-${section.key}`}>
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
