import { useTranslation } from 'react-i18next';
import { ARTICLE_CATEGORY_CODES, ARTICLE_LIMITS, ARTICLE_STATES } from '@bo/contract';
import { WordsFilterItem, TextFilterItem } from '../../../components/filter-fields/filter-items';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import { filterValues } from '../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../components/data-table/types';
import { categoryName } from './article-rules';

/** Each field's kind: how it reads from and writes to the address. */
const VALUES = filterValues({ q: 'text', category: 'words', state: 'words' });

/** The news list's filters (loaded with the filter panel, not with the page). */
export default function ArticleFilters(props: FilterFormProps) {
  const { t, i18n } = useTranslation();
  return (
    <FilterFormShell {...props} {...VALUES}>
      <TextFilterItem
        name="q"
        label={t('news.filter.q')}
        maxLength={ARTICLE_LIMITS.search}
        placeholder={t('news.filter.qPlaceholder')}
        testId="news-filter-q"
      />
      <WordsFilterItem
        name="category"
        label={t('news.col.category')}
        placeholder={t('news.filter.any')}
        words={ARTICLE_CATEGORY_CODES}
        wordLabel={(c) => categoryName(c, i18n.language)}
      />
      <WordsFilterItem
        name="state"
        label={t('news.col.state')}
        placeholder={t('news.filter.any')}
        words={ARTICLE_STATES}
        wordLabel={(s) => t(`news.state.${s}`)}
      />
    </FilterFormShell>
  );
}
