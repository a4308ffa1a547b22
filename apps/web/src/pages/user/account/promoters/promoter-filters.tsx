import { useTranslation } from 'react-i18next';
import { PROMOTER_SEARCH_MAX, PROMOTER_STATUSES } from '@bo/contract';
import { TextFilterItem, WordsFilterItem } from '../../../../components/data-table/filter-items';
import { FilterFormShell } from '../../../../components/data-table/filter-form';
import { listOfWords, wordsOfList } from '../../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../../components/data-table/types';

interface Values {
  q?: string;
  status?: string[];
}

const toValues = (f: Record<string, string>): Values => ({ q: f.q, status: listOfWords(f.status) });
const fromValues = (v: Values): Record<string, string | undefined> => ({
  q: v.q?.trim(),
  status: wordsOfList(v.status),
});

/** The promoter list's filters (loaded with the filter panel, not with the tab). */
export default function PromoterFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <FilterFormShell<Values> {...props} toValues={toValues} fromValues={fromValues}>
      <TextFilterItem
        name="q"
        label={t('accounts.promoters.filter.q')}
        maxLength={PROMOTER_SEARCH_MAX}
        placeholder={t('accounts.promoters.filter.qPlaceholder')}
      />
      <WordsFilterItem
        name="status"
        label={t('accounts.promoters.col.status')}
        placeholder={t('accounts.promoters.filter.any')}
        words={PROMOTER_STATUSES}
        wordLabel={(s) => t(`accounts.promoters.status.${s}`)}
      />
    </FilterFormShell>
  );
}
