import { Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOME_LIMITS, type HomeSectionKey } from '@bo/contract';
import type { HomeSection } from './home-types';

/** What every section's form gets: its section, its name (for the unseen labels), and how to change it. */
export interface SectionProps<K extends HomeSectionKey = HomeSectionKey> {
  section: Extract<HomeSection, { key: K }>;
  sectionName: string;
  set: (patch: Partial<HomeSection>) => void;
}

export const fieldId = (section: HomeSection, f: string) => `home-${section.key}-${f}`;

/**
 * One field: its label (starting, unseen, with the section's name: every section has fields of
 * the same words), its control, and its problem if any.
 */
export function Field({
  id,
  sectionName,
  text,
  error,
  children,
}: {
  id: string;
  sectionName: string;
  text: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`home-field${error ? ' home-field-error' : ''}`}>
      <label htmlFor={id}>
        <span className="bo-visually-hidden">{sectionName} </span>
        {text}
      </label>
      {children}
      {error && (
        <div className="home-field-message" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/** The section's title in both languages. */
export function TitleFields({ section, sectionName, set }: SectionProps<'products' | 'news'>) {
  const { t } = useTranslation();
  return (
    <>
      <Field id={fieldId(section, 'title')} sectionName={sectionName} text={t('site.home.field.title')}>
        <Input
          id={fieldId(section, 'title')}
          value={section.title}
          maxLength={HOME_LIMITS.title}
          onChange={(e) => set({ title: e.target.value })}
        />
      </Field>
      <Field id={fieldId(section, 'titleEn')} sectionName={sectionName} text={t('site.home.field.titleEn')}>
        <Input
          id={fieldId(section, 'titleEn')}
          value={section.titleEn}
          maxLength={HOME_LIMITS.title}
          onChange={(e) => set({ titleEn: e.target.value })}
        />
      </Field>
    </>
  );
}

/** How many items the section shows, kept within its bounds. */
export function CountField({
  section,
  sectionName,
  set,
  min,
  max,
}: SectionProps<'products' | 'news'> & { min: number; max: number }) {
  const { t } = useTranslation();
  return (
    <Field id={fieldId(section, 'count')} sectionName={sectionName} text={t('site.home.field.count')}>
      <InputNumber
        id={fieldId(section, 'count')}
        min={min}
        max={max}
        precision={0}
        value={section.count}
        onChange={(v) => set({ count: Math.min(max, Math.max(min, Number(v ?? min))) })}
        style={{ width: 100 }}
      />
    </Field>
  );
}
