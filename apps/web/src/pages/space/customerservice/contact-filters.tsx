import { useMemo } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS, CONTACT_ONLINE, CONTACT_STATUSES } from '@bo/contract';
import { WordsFilterItem, TextFilterItem } from '../../../components/filter-fields/filter-items';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import { filterValues } from '../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../components/data-table/types';
import { DepartmentSelect } from './department-select';

/** Each field's kind: how it reads from and writes to the address. */
const VALUES = filterValues({ q: 'text', departmentId: 'id', online: 'words', status: 'words' });

/** The contacts list's filters (loaded with the filter panel, not with the page). */
export default function ContactFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  const none = useMemo(() => [{ value: 0, title: t('site.contact.filter.none') }], [t]);
  return (
    <FilterFormShell {...props} {...VALUES}>
      <TextFilterItem
        name="q"
        label={t('site.contact.filter.q')}
        maxLength={CONTACT_LIMITS.search}
        placeholder={t('site.contact.filter.qPlaceholder')}
      />
      <Form.Item name="departmentId" label={t('site.contact.filter.department')}>
        <DepartmentSelect
          extra={none}
          placeholder={t('site.contact.filter.any')}
          data-testid="contact-filter-department"
        />
      </Form.Item>
      <WordsFilterItem
        name="online"
        label={t('site.contact.col.online')}
        placeholder={t('site.contact.filter.any')}
        words={CONTACT_ONLINE}
        wordLabel={(s) => t(`site.online.${s}`)}
      />
      <WordsFilterItem
        name="status"
        label={t('site.contact.col.status')}
        placeholder={t('site.contact.filter.any')}
        words={CONTACT_STATUSES}
        wordLabel={(s) => t(`site.status.${s}`)}
      />
    </FilterFormShell>
  );
}
