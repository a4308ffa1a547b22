import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CLIENT_LIST_LIMITS, CLIENT_SETTLEMENTS, CLIENT_STATUSES, CLIENT_TYPE_WORDS } from '@bo/contract';
import { FilterFormShell } from '../../../../components/data-table/filter-form';
import { listOfWords, wordsOfList } from '../../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../../components/data-table/types';

interface Values {
  q?: string;
  type?: string[];
  level?: string;
  area?: string;
  settlement?: string;
  status?: string[];
  overLimit?: string;
}

const toValues = (f: Record<string, string>): Values => ({
  q: f.q,
  type: listOfWords(f.type),
  level: f.level,
  area: f.area,
  settlement: f.settlement,
  status: listOfWords(f.status),
  overLimit: f.overLimit,
});
const fromValues = (v: Values): Record<string, string | undefined> => ({
  q: v.q?.trim(),
  type: wordsOfList(v.type),
  level: v.level?.trim() || undefined,
  area: v.area?.trim() || undefined,
  settlement: v.settlement,
  status: wordsOfList(v.status),
  overLimit: v.overLimit,
});

/** The client list's filters (loaded with the filter panel, not with the tab). */
export default function ClientFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  const any = t('accounts.clients.filter.any');
  return (
    <FilterFormShell<Values> {...props} toValues={toValues} fromValues={fromValues}>
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
