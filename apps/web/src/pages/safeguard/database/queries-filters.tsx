import { useTranslation } from 'react-i18next';
import { BACKEND_STATES } from '@bo/contract';
import { TextFilterItem, WordsFilterItem } from '../../../components/filter-fields/filter-items';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import { listOfWords, wordsOfList } from '../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../components/data-table/types';

interface Values {
  state?: string[];
  text?: string;
}

/** The running queries' filters: states (every state but idle when none is chosen) and a text. */
export default function QueriesFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <FilterFormShell<Values>
      {...props}
      toValues={(f) => ({ state: listOfWords(f.state), text: f.text })}
      fromValues={(v) => ({ state: wordsOfList(v.state), text: v.text?.trim() })}
    >
      <WordsFilterItem
        name="state"
        label={t('safeguard.queries.state')}
        placeholder={t('safeguard.queries.notIdle')}
        words={BACKEND_STATES}
        wordLabel={(s) => s}
      />
      <TextFilterItem
        name="text"
        label={t('safeguard.queries.text')}
        maxLength={100}
        placeholder={t('safeguard.queries.textPlaceholder')}
      />
    </FilterFormShell>
  );
}
