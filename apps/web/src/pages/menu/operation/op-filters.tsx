import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_SEARCH_MAX, type DataOf, type Operations } from '@bo/contract';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import { filterValues } from '../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../components/data-table/types';
import { useListExtra } from '../../../components/data-table/use-list-extra';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { opQueries } from './op-queries';
import { TextFilterItem } from '../../../components/filter-fields/filter-items';

/** Each field's kind: how it reads from and writes to the address. */
const VALUES = filterValues({ q: 'text', pageRoute: 'word', role: 'word' });

type Answer = DataOf<typeof Operations>;

/** The operation list's filters (loaded with the filter panel); the pages and roles offered come with the list's answers. */
export default function OperationFilters(props: FilterFormProps) {
  const { t, i18n } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const extra = useListExtra(opQueries.prefix(user), (d) =>
    (d as Answer).pages ? { pages: (d as Answer).pages, roles: (d as Answer).roles } : undefined,
  );
  return (
    <FilterFormShell {...props} {...VALUES}>
      <TextFilterItem
        name="q"
        label={t('menus.op.filter.q')}
        maxLength={CATALOGUE_SEARCH_MAX}
        placeholder={t('menus.op.filter.qPlaceholder')}
        testId="op-search"
      />
      <Form.Item name="pageRoute" label={t('menus.op.filter.page')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('menus.any')}
          options={(extra?.pages ?? []).map((p) => ({
            value: p.route,
            label: pickLang(i18n.language, p.name, p.nameEn),
          }))}
        />
      </Form.Item>
      <Form.Item name="role" label={t('menus.op.filter.role')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('menus.any')}
          options={(extra?.roles ?? []).map((r) => ({
            value: r.code,
            label: pickLang(i18n.language, r.name, r.nameEn),
          }))}
        />
      </Form.Item>
    </FilterFormShell>
  );
}
