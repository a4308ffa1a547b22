import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SHOP_ACCOUNT_BINDINGS,
  SHOP_ACCOUNT_FOLLOWING,
  SHOP_ACCOUNT_LIMITS,
  SHOP_ACCOUNT_STATUSES,
} from '@bo/contract';
import { DayRangeFilterItem } from '../../../../components/filter-fields/day-range-filter-item';
import { WordsFilterItem, TextFilterItem } from '../../../../components/filter-fields/filter-items';
import { FilterFormShell } from '../../../../components/data-table/filter-form';
import { filterValues } from '../../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../../components/data-table/types';

/** Each field's kind: how it reads from and writes to the address. */
const VALUES = filterValues({ q: 'text', bound: 'word', follower: 'word', status: 'words', range: 'days' });

/** The shop account list's filters (loaded with the filter panel, not with the tab). */
export default function ShopAccountFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <FilterFormShell {...props} {...VALUES}>
      <TextFilterItem
        name="q"
        label={t('accounts.shop.filter.q')}
        maxLength={SHOP_ACCOUNT_LIMITS.search}
        placeholder={t('accounts.shop.filter.qPlaceholder')}
      />
      <Form.Item name="bound" label={t('accounts.shop.col.client')}>
        <Select
          allowClear
          placeholder={t('accounts.shop.filter.any')}
          options={SHOP_ACCOUNT_BINDINGS.map((b) => ({ value: b, label: t(`accounts.shop.bound.${b}`) }))}
        />
      </Form.Item>
      <Form.Item name="follower" label={t('accounts.shop.col.follower')}>
        <Select
          allowClear
          placeholder={t('accounts.shop.filter.any')}
          options={SHOP_ACCOUNT_FOLLOWING.map((f) => ({ value: f, label: t(`accounts.shop.follower.${f}`) }))}
        />
      </Form.Item>
      <WordsFilterItem
        name="status"
        label={t('accounts.shop.col.status')}
        placeholder={t('accounts.shop.filter.any')}
        words={SHOP_ACCOUNT_STATUSES}
        wordLabel={(s) => t(`accounts.shop.status.${s}`)}
      />
      <DayRangeFilterItem
        label={t('accounts.shop.filter.registered')}
        from={t('accounts.shop.filter.from')}
        to={t('accounts.shop.filter.to')}
      />
    </FilterFormShell>
  );
}
