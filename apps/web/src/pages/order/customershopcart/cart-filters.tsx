import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import type { FilterFormProps } from '../../../components/data-table/types';
import { ClientSelect } from '../client-select';
import { dateRangePresets } from '../date-presets';

interface Values {
  range?: [Dayjs | null, Dayjs | null] | null;
  client?: string;
  member?: string;
  abandoned?: string;
}

const DAY = 'YYYY-MM-DD';

const toValues = (f: Record<string, string>): Values => ({
  range: f.from || f.to ? [f.from ? dayjs(f.from) : null, f.to ? dayjs(f.to) : null] : null,
  client: f.client,
  member: f.member,
  abandoned: f.abandoned,
});

const fromValues = (v: Values): Record<string, string | undefined> => ({
  from: v.range?.[0]?.format(DAY),
  to: v.range?.[1]?.format(DAY),
  client: v.client,
  member: v.member?.trim(),
  abandoned: v.abandoned,
});

/** The cart list's filters (loaded with the filter panel, not with the page). */
export default function CartFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <FilterFormShell<Values> {...props} toValues={toValues} fromValues={fromValues}>
      <Form.Item name="client" label={t('orders.col.client')}>
        <ClientSelect />
      </Form.Item>
      <Form.Item name="member" label={t('carts.col.member')}>
        <Input allowClear maxLength={50} placeholder={t('carts.filter.memberPlaceholder')} />
      </Form.Item>
      <Form.Item name="abandoned" label={t('carts.col.abandoned')}>
        <Select
          allowClear
          placeholder={t('orders.filter.any')}
          options={[
            { value: 'yes', label: t('carts.filter.abandonedYes') },
            { value: 'no', label: t('carts.filter.abandonedNo') },
          ]}
        />
      </Form.Item>
      <Form.Item name="range" label={t('carts.filter.date')}>
        <DatePicker.RangePicker presets={dateRangePresets(t)} allowEmpty={[true, true]} style={{ width: '100%' }} placeholder={[t('orders.filter.from'), t('orders.filter.to')]} />
      </Form.Item>
    </FilterFormShell>
  );
}
