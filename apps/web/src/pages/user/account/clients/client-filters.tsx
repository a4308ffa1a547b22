import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CLIENT_LIST_LIMITS, CLIENT_SETTLEMENTS, CLIENT_STATUSES, CLIENT_TYPE_WORDS } from '@bo/contract';
import { FilterFormShell } from '../../../../components/data-table/filter-form';
import { filterValues } from '../../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../../components/data-table/types';

/** Each field's kind: how it reads from and writes to the address. */
const VALUES = filterValues({
  q: 'text',
  type: 'words',
  level: 'text',
  area: 'text',
  settlement: 'word',
  status: 'words',
  overLimit: 'word',
});

/** The client list's filters (loaded with the filter panel, not with the tab). */
export default function ClientFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  const any = t('accounts.clients.filter.any');
  return (
    <FilterFormShell {...props} {...VALUES}>
      <Form.Item name="q" label={t('accounts.clients.filter.q')}>
        <Input
          allowClear
          maxLength={CLIENT_LIST_LIMITS.search}
          placeholder={t('accounts.clients.filter.qPlaceholder')}
        />
      </Form.Item>
      <Form.Item name="type" label={t('accounts.clients.col.type')}>
        <Select
          mode="multiple"
          allowClear
          placeholder={any}
          options={CLIENT_TYPE_WORDS.map((w) => ({ value: w, label: t(`dashboard.client.clienttype.${w}`) }))}
        />
      </Form.Item>
      <Form.Item name="level" label={t('accounts.clients.col.level')}>
        <Input
          allowClear
          maxLength={CLIENT_LIST_LIMITS.level}
          placeholder={t('accounts.clients.filter.levelPlaceholder')}
        />
      </Form.Item>
      <Form.Item name="area" label={t('accounts.clients.col.area')}>
        <Input
          allowClear
          maxLength={CLIENT_LIST_LIMITS.area}
          placeholder={t('accounts.clients.filter.areaPlaceholder')}
        />
      </Form.Item>
      <Form.Item name="settlement" label={t('accounts.clients.filter.settlement')}>
        <Select
          allowClear
          placeholder={any}
          options={CLIENT_SETTLEMENTS.map((s) => ({ value: s, label: t(`accounts.clients.settlement.${s}`) }))}
        />
      </Form.Item>
      <Form.Item name="status" label={t('accounts.clients.col.status')}>
        <Select
          mode="multiple"
          allowClear
          placeholder={any}
          options={CLIENT_STATUSES.map((s) => ({ value: s, label: t(`accounts.clients.status.${s}`) }))}
        />
      </Form.Item>
      <Form.Item name="overLimit" label={t('accounts.clients.filter.overLimit')}>
        <Select
          allowClear
          placeholder={any}
          options={[{ value: 'yes', label: t('accounts.clients.filter.overLimitYes') }]}
        />
      </Form.Item>
    </FilterFormShell>
  );
}
