import { Form, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CARD_SEARCH_MAX, CARD_STATUSES } from '@bo/contract';
import { TextFilterItem, WordsFilterItem } from '../../../components/filter-fields/filter-items';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import { listOfWords, wordsOfList } from '../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../components/data-table/types';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { templateQueries } from './template-queries';

interface Values {
  q?: string;
  sizeId?: number;
  status?: string[];
}

const toValues = (f: Record<string, string>): Values => ({
  q: f.q,
  sizeId: f.sizeId ? Number(f.sizeId) : undefined,
  status: listOfWords(f.status),
});
const fromValues = (v: Values): Record<string, string | undefined> => ({
  q: v.q?.trim(),
  sizeId: v.sizeId ? String(v.sizeId) : undefined,
  status: wordsOfList(v.status),
});

/** The template list's filters: name, size, status (loaded with the filter panel). */
export default function TemplateFilters(props: FilterFormProps) {
  const { t, i18n } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const sizes = useQuery(templateQueries.sizes(user));
  return (
    <FilterFormShell<Values> {...props} toValues={toValues} fromValues={fromValues}>
      <TextFilterItem
        name="q"
        label={t('cards.template.filter.q')}
        maxLength={CARD_SEARCH_MAX}
        placeholder={t('cards.template.filter.qPlaceholder')}
      />
      <Form.Item name="sizeId" label={t('cards.template.filter.size')}>
        <Select
          allowClear
          placeholder={t('cards.any')}
          loading={sizes.isPending}
          options={(sizes.data ?? []).map((s) => ({ value: s.id, label: pickLang(i18n.language, s.name, s.nameEn) }))}
        />
      </Form.Item>
      <WordsFilterItem
        name="status"
        label={t('cards.template.col.status')}
        placeholder={t('cards.any')}
        words={CARD_STATUSES}
        wordLabel={(s) => t(`cards.status.${s}`)}
      />
    </FilterFormShell>
  );
}
