import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CARD_SEARCH_MAX, CARD_STATUSES } from '@bo/contract';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import { listOfWords, wordsOfList } from '../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../components/data-table/types';

interface Values {
  q?: string;
  status?: string[];
}

const toValues = (f: Record<string, string>): Values => ({ q: f.q, status: listOfWords(f.status) });
const fromValues = (v: Values): Record<string, string | undefined> => ({
  q: v.q?.trim(),
  status: wordsOfList(v.status),
});

/** The size list's filters (loaded with the filter panel, not with the page). */
export default function SizeFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <FilterFormShell<Values> {...props} toValues={toValues} fromValues={fromValues}>
      <Form.Item name="q" label={t('cards.size.filter.q')}>
        <Input allowClear maxLength={CARD_SEARCH_MAX} placeholder={t('cards.size.filter.qPlaceholder')} />
      </Form.Item>
      <Form.Item name="status" label={t('cards.size.col.status')}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t('cards.any')}
          options={CARD_STATUSES.map((s) => ({ value: s, label: t(`cards.status.${s}`) }))}
        />
      </Form.Item>
    </FilterFormShell>
  );
}
