import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLE_SEARCH_MAX, ROLE_STATUSES } from '@bo/contract';
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

/** The role list's filters (loaded with the filter panel, not with the page). */
export default function RoleFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <FilterFormShell<Values> {...props} toValues={toValues} fromValues={fromValues}>
      <Form.Item name="q" label={t('roles.filter.q')}>
        <Input allowClear maxLength={ROLE_SEARCH_MAX} placeholder={t('roles.filter.qPlaceholder')} />
      </Form.Item>
      <Form.Item name="status" label={t('roles.col.status')}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t('roles.filter.any')}
          options={ROLE_STATUSES.map((s) => ({ value: s, label: t(`roles.status.${s}`) }))}
        />
      </Form.Item>
    </FilterFormShell>
  );
}
