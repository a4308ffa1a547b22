import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DayRangeFilterItem } from '../../../components/filter-fields/day-range-filter-item';
import { TextFilterItem } from '../../../components/filter-fields/filter-items';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import { filterValues } from '../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../components/data-table/types';
import { ClientSelect } from '../client-select';

/** Each field's kind: how it reads from and writes to the address. */
const VALUES = filterValues({ range: 'days', client: 'word', member: 'text', abandoned: 'word' });

/** The cart list's filters (loaded with the filter panel, not with the page). */
export default function CartFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <FilterFormShell {...props} {...VALUES}>
      <Form.Item name="client" label={t('orders.col.client')}>
        <ClientSelect />
      </Form.Item>
      <TextFilterItem
        name="member"
        label={t('carts.col.member')}
        maxLength={50}
        placeholder={t('carts.filter.memberPlaceholder')}
      />
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
      <DayRangeFilterItem label={t('carts.filter.date')} from={t('orders.filter.from')} to={t('orders.filter.to')} />
    </FilterFormShell>
  );
}
