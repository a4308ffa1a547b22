import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SHOP_ACCOUNT_BINDINGS,
  SHOP_ACCOUNT_FOLLOWING,
  SHOP_ACCOUNT_LIMITS,
  SHOP_ACCOUNT_STATUSES,
} from '@bo/contract';
import { DayRangeFilterItem } from '../../../../components/filter-fields/day-range-filter-item';
import { WordsFilterItem } from '../../../../components/filter-fields/filter-items';
import { FilterFormShell } from '../../../../components/data-table/filter-form';
import {
  daysOfRange,
  listOfWords,
  rangeOfDays,
  wordsOfList,
  type DayRange,
} from '../../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../../components/data-table/types';

interface Values {
  q?: string;
  bound?: string;
  follower?: string;
  status?: string[];
  range?: DayRange;
}

const toValues = (f: Record<string, string>): Values => ({
  q: f.q,
  bound: f.bound,
  follower: f.follower,
  status: listOfWords(f.status),
  range: rangeOfDays(f.from, f.to),
});
const fromValues = (v: Values): Record<string, string | undefined> => ({
  q: v.q?.trim(),
  bound: v.bound,
  follower: v.follower,
  status: wordsOfList(v.status),
  ...daysOfRange(v.range),
});

/** The shop account list's filters (loaded with the filter panel, not with the tab). */
export default function ShopAccountFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <FilterFormShell<Values> {...props} toValues={toValues} fromValues={fromValues}>
      <Form.Item name="q" label={t('accounts.shop.filter.q')}>
        <Input allowClear maxLength={SHOP_ACCOUNT_LIMITS.search} placeholder={t('accounts.shop.filter.qPlaceholder')} />
      </Form.Item>
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
