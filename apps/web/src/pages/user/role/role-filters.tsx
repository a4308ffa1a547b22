import { useTranslation } from 'react-i18next';
import { ROLE_SEARCH_MAX, ROLE_STATUSES } from '@bo/contract';
import { TextFilterItem, WordsFilterItem } from '../../../components/data-table/filter-items';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import { listOfWords, wordsOfList } from '../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../components/data-table/types';

interface Values {
  q?: string;
  status?: string[];
}

const toValues = (f: Record<string, string>): Values => ({ q: f.q, status: listOfWords(f.status) });
const fromValues = (v: Values): Record<string, string | undefined> => ({
  q: v.q?.trim(),
  status: wordsOfList(v.status),
});

/** The role list's filters (loaded with the filter panel, not with the page). */
export default function RoleFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <FilterFormShell<Values> {...props} toValues={toValues} fromValues={fromValues}>
      <TextFilterItem
        name="q"
        label={t('roles.filter.q')}
        maxLength={ROLE_SEARCH_MAX}
        placeholder={t('roles.filter.qPlaceholder')}
      />
      <WordsFilterItem
        name="status"
        label={t('roles.col.status')}
        placeholder={t('roles.filter.any')}
        words={ROLE_STATUSES}
        wordLabel={(s) => t(`roles.status.${s}`)}
      />
    </FilterFormShell>
  );
}
