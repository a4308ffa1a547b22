import { useTranslation } from 'react-i18next';
import { CARD_SEARCH_MAX, CARD_STATUSES } from '@bo/contract';
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

/** The size list's filters (loaded with the filter panel, not with the page). */
export default function SizeFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <FilterFormShell<Values> {...props} toValues={toValues} fromValues={fromValues}>
      <TextFilterItem
        name="q"
        label={t('cards.size.filter.q')}
        maxLength={CARD_SEARCH_MAX}
        placeholder={t('cards.size.filter.qPlaceholder')}
      />
      <WordsFilterItem
        name="status"
        label={t('cards.size.col.status')}
        placeholder={t('cards.any')}
        words={CARD_STATUSES}
        wordLabel={(s) => t(`cards.status.${s}`)}
      />
    </FilterFormShell>
  );
}
