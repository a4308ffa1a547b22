import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { BANNER_SEARCH_MAX, BANNER_STATES } from '@bo/contract';
import { WordsFilterItem } from '../../../components/filter-fields/filter-items';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import { listOfWords, wordsOfList } from '../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../components/data-table/types';

interface Values {
  q?: string;
  state?: string[];
}

const toValues = (f: Record<string, string>): Values => ({ q: f.q, state: listOfWords(f.state) });
const fromValues = (v: Values): Record<string, string | undefined> => ({ q: v.q?.trim(), state: wordsOfList(v.state) });

/** The banner list's filters (loaded with the filter panel, not with the page): a search over both titles and the state now. */
export default function BannerFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <FilterFormShell<Values> {...props} toValues={toValues} fromValues={fromValues}>
      <Form.Item name="q" label={t('banners.filter.q')}>
        <Input
          allowClear
          maxLength={BANNER_SEARCH_MAX}
          placeholder={t('banners.filter.qPlaceholder')}
          data-testid="banner-filter-q"
        />
      </Form.Item>
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
