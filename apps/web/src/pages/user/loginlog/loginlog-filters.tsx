import { useTranslation } from 'react-i18next';
import { LOGIN_REASONS } from '@bo/contract';
import { DayRangeFilterItem } from '../../../components/filter-fields/day-range-filter-item';
import { TextFilterItem, WordsFilterItem } from '../../../components/filter-fields/filter-items';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import { filterValues } from '../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../components/data-table/types';

/** Each field's kind: how it reads from and writes to the address. */
const VALUES = filterValues({ userName: 'text', outcome: 'words', ip: 'text', range: 'days' });

/** The sign-in log's filters (loaded with the filter panel, not with the page). */
export default function LoginLogFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <FilterFormShell {...props} {...VALUES}>
      <TextFilterItem
        name="userName"
        label={t('logs.col.account')}
        maxLength={50}
        placeholder={t('table.startsWith')}
      />
      <WordsFilterItem
        name="outcome"
        label={t('logs.col.outcome')}
        placeholder={t('orders.filter.any')}
        words={LOGIN_REASONS}
        wordLabel={(r) => t(`logs.reason.${r}`)}
      />
      <TextFilterItem name="ip" label={t('logs.col.ip')} maxLength={45} placeholder={t('table.startsWith')} />
      <DayRangeFilterItem label={t('logs.filter.date')} from={t('orders.filter.from')} to={t('orders.filter.to')} />
    </FilterFormShell>
  );
}
