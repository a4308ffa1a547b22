import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_ACCESS, CATALOGUE_SEARCH_MAX, type Apis, type DataOf } from '@bo/contract';
import { WordsFilterItem, TextFilterItem } from '../../../components/filter-fields/filter-items';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import { filterValues } from '../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../components/data-table/types';
import { useListExtra } from '../../../components/data-table/use-list-extra';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { apiQueries } from './api-queries';

/** Each field's kind: how it reads from and writes to the address. */
const VALUES = filterValues({ q: 'text', group: 'word', mark: 'word', access: 'words' });

type Answer = DataOf<typeof Apis>;

/** The API list's filters (loaded with the filter panel, not with the page); groups and marks come with the list's answers. */
export default function ApiFilters(props: FilterFormProps) {
  const { t, i18n } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const extra = useListExtra(apiQueries.prefix(user), (d) =>
    (d as Answer).groups ? { groups: (d as Answer).groups, marks: (d as Answer).marks } : undefined,
  );
  return (
    <FilterFormShell {...props} {...VALUES}>
      <TextFilterItem
        name="q"
        label={t('menus.api.filter.q')}
        maxLength={CATALOGUE_SEARCH_MAX}
        placeholder={t('menus.api.filter.qPlaceholder')}
        testId="api-search"
      />
      <Form.Item name="group" label={t('menus.api.filter.group')}>
        <Select
          allowClear
          showSearch
          placeholder={t('menus.any')}
          options={(extra?.groups ?? []).map((g) => ({ value: g, label: g }))}
        />
      </Form.Item>
      <Form.Item name="mark" label={t('menus.api.filter.mark')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('menus.any')}
          options={(extra?.marks ?? []).map((m) => ({
            value: m.mark,
            label: m.title ? `${m.mark} · ${pickLang(i18n.language, m.title.cn, m.title.en)}` : m.mark,
          }))}
        />
      </Form.Item>
      <WordsFilterItem
        name="access"
        label={t('menus.api.filter.access')}
        placeholder={t('menus.any')}
        words={API_ACCESS}
        wordLabel={(a) => t(`menus.api.access.${a}`)}
      />
    </FilterFormShell>
  );
}
