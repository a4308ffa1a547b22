import { useEffect, useState } from 'react';
import { Form, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OPERATION_OUTCOMES, type DataOf, type OperationLog } from '@bo/contract';
import { DayRangeFilterItem } from '../../../components/filter-fields/day-range-filter-item';
import { TextFilterItem, WordsFilterItem } from '../../../components/filter-fields/filter-items';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import { filterValues } from '../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../components/data-table/types';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';

/** Each field's kind: how it reads from and writes to the address. */
const VALUES = filterValues({ userName: 'text', action: 'word', outcome: 'words', range: 'days' });

type Actions = DataOf<typeof OperationLog>['actions'];

/** The actions the filter offers come with every answer of the list; read from the list's cache as it fills. */
function useActionOptions(): Actions {
  const client = useQueryClient();
  const gscode = useUserStore((s) => s.info?.gscode);
  const read = () =>
    client
      .getQueriesData<DataOf<typeof OperationLog>>({ queryKey: ['operation-log', gscode, 'list'] })
      .find(([, d]) => d?.actions)?.[1]?.actions;
  const [actions, setActions] = useState<Actions | undefined>(read);
  useEffect(() => {
    if (actions) return;
    return client.getQueryCache().subscribe(() => {
      const found = read();
      if (found) setActions(found);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read() is the same reading of the cache every time
  }, [client, actions, gscode]);
  return actions ?? [];
}

/** The operation log's filters (loaded with the filter panel, not with the page). */
export default function OperationLogFilters(props: FilterFormProps) {
  const { t, i18n } = useTranslation();
  const actions = useActionOptions();
  return (
    <FilterFormShell {...props} {...VALUES}>
      <TextFilterItem name="userName" label={t('logs.col.who')} maxLength={50} placeholder={t('table.startsWith')} />
      <Form.Item name="action" label={t('logs.col.action')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('orders.filter.any')}
          options={actions
            .map((a) => ({ value: a.key, label: pickLang(i18n.language, a.title.cn, a.title.en) }))
            .sort((a, b) => a.label.localeCompare(b.label, i18n.language === 'en' ? 'en' : 'zh-CN'))}
        />
      </Form.Item>
      <WordsFilterItem
        name="outcome"
        label={t('logs.col.outcome')}
        placeholder={t('orders.filter.any')}
        words={OPERATION_OUTCOMES}
        wordLabel={(o) => t(`logs.outcome.${o}`)}
      />
      <DayRangeFilterItem label={t('logs.filter.date')} from={t('orders.filter.from')} to={t('orders.filter.to')} />
    </FilterFormShell>
  );
}
