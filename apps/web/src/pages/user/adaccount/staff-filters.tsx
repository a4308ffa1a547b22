import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { STAFF_LIMITS, STAFF_STATUSES } from '@bo/contract';
import { WordsFilterItem, TextFilterItem } from '../../../components/filter-fields/filter-items';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import { filterValues } from '../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../components/data-table/types';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { useStaffRoles } from './staff-queries';

/** Each field's kind: how it reads from and writes to the address. */
const VALUES = filterValues({ q: 'text', role: 'word', status: 'words' });

/** The account list's filters (loaded with the filter panel, not with the page). */
export default function StaffFilters(props: FilterFormProps) {
  const { t, i18n } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const roles = useStaffRoles(user);
  return (
    <FilterFormShell {...props} {...VALUES}>
      <TextFilterItem
        name="q"
        label={t('staff.filter.q')}
        maxLength={STAFF_LIMITS.search}
        placeholder={t('staff.filter.qPlaceholder')}
      />
      <Form.Item name="role" label={t('staff.col.role')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('staff.filter.any')}
          options={roles.map((r) => ({ value: r.code, label: pickLang(i18n.language, r.name, r.name_en) }))}
        />
      </Form.Item>
      <WordsFilterItem
        name="status"
        label={t('staff.col.status')}
        placeholder={t('staff.filter.any')}
        words={STAFF_STATUSES}
        wordLabel={(s) => t(`staff.status.${s}`)}
      />
    </FilterFormShell>
  );
}
