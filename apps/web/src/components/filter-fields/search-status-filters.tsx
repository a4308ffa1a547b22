import { useTranslation } from 'react-i18next';
import { TextFilterItem, WordsFilterItem } from './filter-items';
import { FilterFormShell } from '../data-table/filter-form';
import { filterValues } from '../data-table/filter-words';
import type { FilterFormProps } from '../data-table/types';

const VALUES = filterValues({ q: 'text', status: 'words' });

/** The translation keys of a search-and-status filter form; `status` is followed by a status word. */
export interface SearchStatusWords {
  q: string;
  qPlaceholder: string;
  statusLabel: string;
  any: string;
  status: string;
}

/** The filters of a list searched by text (q) and narrowed to some of its statuses (status). */
export function SearchStatusFilters(
  props: FilterFormProps & { maxLength: number; statuses: readonly string[]; words: SearchStatusWords },
) {
  const { t } = useTranslation();
  const { maxLength, statuses, words, ...form } = props;
  return (
    <FilterFormShell {...form} {...VALUES}>
      <TextFilterItem name="q" label={t(words.q)} maxLength={maxLength} placeholder={t(words.qPlaceholder)} />
      <WordsFilterItem
        name="status"
        label={t(words.statusLabel)}
        placeholder={t(words.any)}
        words={statuses}
        wordLabel={(s) => t(`${words.status}.${s}`)}
      />
    </FilterFormShell>
  );
}
