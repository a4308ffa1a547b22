import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CREDIT_LIMITS, CREDIT_STATES } from '@bo/contract';
import { dateRangePresets } from '../../../components/data-table/date-presets';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import {
  daysOfRange,
  listOfWords,
  rangeOfDays,
  wordsOfList,
  type DayRange,
} from '../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../components/data-table/types';

interface Values {
  q?: string;
  state?: string[];
  range?: DayRange;
}

const toValues = (f: Record<string, string>): Values => ({
  q: f.q,
  state: listOfWords(f.state),
  range: rangeOfDays(f.from, f.to),
});
const fromValues = (v: Values): Record<string, string | undefined> => ({
  q: v.q?.trim(),
  state: wordsOfList(v.state),
  ...daysOfRange(v.range),
});

/** The credit application list's filters (loaded with the filter panel, not with the page). */
export default function CreditFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <FilterFormShell<Values> {...props} toValues={toValues} fromValues={fromValues}>
      <Form.Item name="q" label={t('credit.filter.q')}>
        <Input allowClear maxLength={CREDIT_LIMITS.search} placeholder={t('credit.filter.qPlaceholder')} />
      </Form.Item>
      <Form.Item name="state" label={t('credit.col.state')}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t('credit.filter.any')}
          options={CREDIT_STATES.map((s) => ({ value: s, label: t(`credit.state.${s}`) }))}
        />
      </Form.Item>
      <Form.Item name="range" label={t('credit.filter.applied')}>
        <DatePicker.RangePicker
          presets={dateRangePresets(t)}
          allowEmpty={[true, true]}
          style={{ width: '100%' }}
          placeholder={[t('credit.filter.from'), t('credit.filter.to')]}
        />
      </Form.Item>
    </FilterFormShell>
  );
}
