import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_NAMES, PRODUCT_ON_SALE, PRODUCT_SEARCH_MAX } from '@bo/contract';
import { TextFilterItem, WordsFilterItem } from '../../../components/filter-fields/filter-items';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import { filterValues } from '../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../components/data-table/types';
import { wordIn } from '../../../locales/words';

/** Each field's kind: how it reads from and writes to the address. */
const VALUES = filterValues({ q: 'text', category: 'words', onSale: 'words' });

/** The product list's filters: name, category, on sale (loaded with the filter panel). */
export default function ProductFilters(props: FilterFormProps) {
  const { t, i18n } = useTranslation();
  return (
    <FilterFormShell {...props} {...VALUES}>
      <TextFilterItem
        name="q"
        label={t('products.filter.q')}
        maxLength={PRODUCT_SEARCH_MAX}
        placeholder={t('products.filter.qPlaceholder')}
      />
      <Form.Item name="category" label={t('products.filter.category')}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t('products.any')}
          options={PRODUCT_CATEGORIES.map((c) => ({
            value: c,
            label: wordIn(PRODUCT_CATEGORY_NAMES[c], i18n.language),
          }))}
        />
      </Form.Item>
      <WordsFilterItem
        name="onSale"
        label={t('products.filter.onSale')}
        placeholder={t('products.any')}
        words={PRODUCT_ON_SALE}
        wordLabel={(s) => t(`products.onSale.${s}`)}
      />
    </FilterFormShell>
  );
}
