import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOGIN_REASONS } from '@bo/contract';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import {
  daysOfRange,
  listOfWords,
  rangeOfDays,
  wordsOfList,
  type DayRange,
} from '../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../components/data-table/types';
import { dateRangePresets } from '../../../components/data-table/date-presets';

interface Values {
  userName?: string;
  outcome?: string[];
  ip?: string;
  range?: DayRange;
}

const toValues = (f: Record<string, string>): Values => ({
  userName: f.userName,
  outcome: listOfWords(f.outcome),
  ip: f.ip,
  range: rangeOfDays(f.from, f.to),
});
const fromValues = (v: Values): Record<string, string | undefined> => ({
  userName: v.userName?.trim(),
  outcome: wordsOfList(v.outcome),
  ip: v.ip?.trim(),
  ...daysOfRange(v.range),
});

/** The sign-in log's filters (loaded with the filter panel, not with the page). */
export default function LoginLogFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <FilterFormShell<Values> {...props} toValues={toValues} fromValues={fromValues}>
      <Form.Item name="userName" label={t('logs.col.account')}>
        <Input allowClear maxLength={50} placeholder={t('orders.filter.ordernoPlaceholder')} />
      </Form.Item>
      <Form.Item name="outcome" label={t('logs.col.outcome')}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t('orders.filter.any')}
          options={LOGIN_REASONS.map((r) => ({ value: r, label: t(`logs.reason.${r}`) }))}
        />
      </Form.Item>
      <Form.Item name="ip" label={t('logs.col.ip')}>
        <Input allowClear maxLength={45} placeholder={t('orders.filter.ordernoPlaceholder')} />
      </Form.Item>
      <Form.Item name="range" label={t('logs.filter.date')}>
        <DatePicker.RangePicker
          presets={dateRangePresets(t)}
          allowEmpty={[true, true]}
          style={{ width: '100%' }}
          placeholder={[t('orders.filter.from'), t('orders.filter.to')]}
        />
      </Form.Item>
    </FilterFormShell>
  );
}
