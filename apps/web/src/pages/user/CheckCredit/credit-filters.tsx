import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CREDIT_LIMITS, CREDIT_STATES } from '@bo/contract';
import { DayRangeFilterItem } from '../../../components/filter-fields/day-range-filter-item';
import { WordsFilterItem } from '../../../components/filter-fields/filter-items';
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
      <WordsFilterItem
        name="state"
        label={t('credit.col.state')}
        placeholder={t('credit.filter.any')}
        words={CREDIT_STATES}
        wordLabel={(s) => t(`credit.state.${s}`)}
      />
      <DayRangeFilterItem
        label={t('credit.filter.applied')}
        from={t('credit.filter.from')}
        to={t('credit.filter.to')}
      />
    </FilterFormShell>
  );
}
