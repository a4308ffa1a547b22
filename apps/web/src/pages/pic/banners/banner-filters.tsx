import { useTranslation } from 'react-i18next';
import { BANNER_SEARCH_MAX, BANNER_STATES } from '@bo/contract';
import { WordsFilterItem, TextFilterItem } from '../../../components/filter-fields/filter-items';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import { filterValues } from '../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../components/data-table/types';

/** Each field's kind: how it reads from and writes to the address. */
const VALUES = filterValues({ q: 'text', state: 'words' });

/** The banner list's filters (loaded with the filter panel, not with the page): a search over both titles and the state now. */
export default function BannerFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <FilterFormShell {...props} {...VALUES}>
      <TextFilterItem
        name="q"
        label={t('banners.filter.q')}
        maxLength={BANNER_SEARCH_MAX}
        placeholder={t('banners.filter.qPlaceholder')}
        testId="banner-filter-q"
      />
      <WordsFilterItem
        name="state"
        label={t('banners.filter.state')}
        placeholder={t('banners.filter.any')}
        words={BANNER_STATES}
        wordLabel={(s) => t(`banners.state.${s}`)}
      />
    </FilterFormShell>
  );
}
