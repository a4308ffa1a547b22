import { useTranslation } from 'react-i18next';
import { CREDIT_LIMITS, CREDIT_STATES } from '@bo/contract';
import { DayRangeFilterItem } from '../../../components/filter-fields/day-range-filter-item';
import { WordsFilterItem, TextFilterItem } from '../../../components/filter-fields/filter-items';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import { filterValues } from '../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../components/data-table/types';

/** Each field's kind: how it reads from and writes to the address. */
const VALUES = filterValues({ q: 'text', state: 'words', range: 'days' });

/** The credit application list's filters (loaded with the filter panel, not with the page). */
export default function CreditFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <FilterFormShell {...props} {...VALUES}>
      <TextFilterItem
        name="q"
        label={t('credit.filter.q')}
        maxLength={CREDIT_LIMITS.search}
        placeholder={t('credit.filter.qPlaceholder')}
      />
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
