import { useTranslation } from 'react-i18next';
import { TextFilterItem } from '../../../components/filter-fields/filter-items';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import { filterValues } from '../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../components/data-table/types';

const VALUES = filterValues({ userName: 'text', ip: 'text' });

/** The online users' filters (loaded with the filter panel, not with the page). */
export default function OnlineFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <FilterFormShell {...props} {...VALUES}>
      <TextFilterItem
        name="userName"
        label={t('online.col.account')}
        maxLength={50}
        placeholder={t('table.startsWith')}
      />
      <TextFilterItem name="ip" label={t('online.col.ip')} maxLength={45} placeholder={t('table.startsWith')} />
    </FilterFormShell>
  );
}
