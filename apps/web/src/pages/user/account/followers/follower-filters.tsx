import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FOLLOWER_BINDINGS, FOLLOWER_LIMITS, FOLLOWER_SUBSCRIBED } from '@bo/contract';
import { DayRangeFilterItem } from '../../../../components/filter-fields/day-range-filter-item';
import { FilterFormShell } from '../../../../components/data-table/filter-form';
import { filterValues } from '../../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../../components/data-table/types';
import { TextFilterItem } from '../../../../components/filter-fields/filter-items';

/** Each field's kind: how it reads from and writes to the address. */
const VALUES = filterValues({ q: 'text', subscribed: 'word', bound: 'word', range: 'days' });

/** The follower list's filters (loaded with the filter panel, not with the tab). */
export default function FollowerFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <FilterFormShell {...props} {...VALUES}>
      <TextFilterItem
        name="q"
        label={t('accounts.followers.filter.q')}
        maxLength={FOLLOWER_LIMITS.search}
        placeholder={t('accounts.followers.filter.qPlaceholder')}
      />
      <Form.Item name="subscribed" label={t('accounts.followers.col.subscribed')}>
        <Select
          allowClear
          placeholder={t('accounts.followers.filter.any')}
          options={FOLLOWER_SUBSCRIBED.map((s) => ({ value: s, label: t(`accounts.followers.subscribed.${s}`) }))}
        />
      </Form.Item>
      <Form.Item name="bound" label={t('accounts.followers.col.client')}>
        <Select
          allowClear
          placeholder={t('accounts.followers.filter.any')}
          options={FOLLOWER_BINDINGS.map((b) => ({ value: b, label: t(`accounts.followers.bound.${b}`) }))}
        />
      </Form.Item>
      <DayRangeFilterItem
        label={t('accounts.followers.filter.followed')}
        from={t('accounts.followers.filter.from')}
        to={t('accounts.followers.filter.to')}
      />
    </FilterFormShell>
  );
}
