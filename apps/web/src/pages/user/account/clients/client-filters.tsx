import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CLIENT_LIST_LIMITS, CLIENT_SETTLEMENTS, CLIENT_STATUSES, CLIENT_TYPE_WORDS } from '@bo/contract';
import { FilterFormShell } from '../../../../components/data-table/filter-form';
import { filterValues } from '../../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../../components/data-table/types';
import { TextFilterItem, WordsFilterItem } from '../../../../components/filter-fields/filter-items';

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
      <TextFilterItem
        name="q"
        label={t('accounts.clients.filter.q')}
        maxLength={CLIENT_LIST_LIMITS.search}
        placeholder={t('accounts.clients.filter.qPlaceholder')}
      />
      <WordsFilterItem
        name="type"
        label={t('accounts.clients.col.type')}
        placeholder={any}
        words={CLIENT_TYPE_WORDS}
        wordLabel={(w) => t(`dashboard.client.clienttype.${w}`)}
      />
      <TextFilterItem
        name="level"
        label={t('accounts.clients.col.level')}
        maxLength={CLIENT_LIST_LIMITS.level}
        placeholder={t('accounts.clients.filter.levelPlaceholder')}
      />
      <TextFilterItem
        name="area"
        label={t('accounts.clients.col.area')}
        maxLength={CLIENT_LIST_LIMITS.area}
        placeholder={t('accounts.clients.filter.areaPlaceholder')}
      />
      <Form.Item name="settlement" label={t('accounts.clients.filter.settlement')}>
        <Select
          allowClear
          placeholder={any}
          options={CLIENT_SETTLEMENTS.map((s) => ({ value: s, label: t(`accounts.clients.settlement.${s}`) }))}
        />
      </Form.Item>
      <WordsFilterItem
        name="status"
        label={t('accounts.clients.col.status')}
        placeholder={any}
        words={CLIENT_STATUSES}
        wordLabel={(s) => t(`accounts.clients.status.${s}`)}
      />
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
