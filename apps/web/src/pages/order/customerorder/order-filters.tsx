import { Form, Input, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ORDER_CHANNELS, ORDER_STATE_KEYS, ORDER_STATES, PAY_STATES } from '@bo/contract';
import { DayRangeFilterItem } from '../../../components/filter-fields/day-range-filter-item';
import { WordsFilterItem } from '../../../components/filter-fields/filter-items';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import { filterValues } from '../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../components/data-table/types';
import { toCents } from '../../../components/number-format';
import { useUserStore } from '../../../stores/user';
import { ClientSelect } from '../client-select';
import { OrdernoFilter } from '../orderno-filter';
import { dateRangePresets } from '../../../components/data-table/date-presets';
import { orderQueries } from '../order-queries';

/** Each field's kind: how it reads from and writes to the address. */
const VALUES = filterValues({
  range: 'days',
  status: 'words',
  payState: 'words',
  channel: 'words',
  client: 'word',
  orderno: 'text',
  amountMin: 'text',
  amountMax: 'text',
  salesperson: 'word',
});

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** The order list's filters (loaded with the filter panel, not with the page). */
export default function OrderFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const salespeople = useQuery(orderQueries.salespeople(user));
  const presets = dateRangePresets(t);
  const amountRule = { pattern: AMOUNT, message: t('orders.filter.amountInvalid') };

  return (
    <FilterFormShell {...props} {...VALUES}>
      <DayRangeFilterItem
        label={t('orders.filter.date')}
        from={t('orders.filter.from')}
        to={t('orders.filter.to')}
        presets={presets}
      />
      <Form.Item name="status" label={t('orders.col.status')}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t('orders.filter.any')}
          options={ORDER_STATES.map((s) => ({ value: String(s), label: t(`orders.state.${ORDER_STATE_KEYS[s]}`) }))}
        />
      </Form.Item>
      <WordsFilterItem
        name="payState"
        label={t('orders.col.payState')}
        placeholder={t('orders.filter.any')}
        words={PAY_STATES}
        wordLabel={(s) => t(`orders.pay.${s}`)}
      />
      <WordsFilterItem
        name="channel"
        label={t('orders.col.channel')}
        placeholder={t('orders.filter.any')}
        words={ORDER_CHANNELS}
        wordLabel={(c) => t(`orders.channel.${c}`)}
      />
      <Form.Item name="client" label={t('orders.col.client')}>
        <ClientSelect />
      </Form.Item>
      <OrdernoFilter />
      <Form.Item label={t('orders.filter.amount')} style={{ marginBottom: 0 }}>
        <Space.Compact block>
          <Form.Item name="amountMin" rules={[amountRule]}>
            <Input
              allowClear
              inputMode="decimal"
              maxLength={15}
              placeholder={t('orders.filter.min')}
              aria-label={t('orders.filter.amountMin')}
            />
          </Form.Item>
          <Form.Item
            name="amountMax"
            dependencies={['amountMin']}
            rules={[
              amountRule,
              ({ getFieldValue }) => ({
                validator: (_r, v?: string) =>
                  !v ||
                  !getFieldValue('amountMin') ||
                  !AMOUNT.test(v) ||
                  toCents(v) >= toCents(getFieldValue('amountMin') as string)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('orders.filter.amountBackwards'))),
              }),
            ]}
          >
            <Input
              allowClear
              inputMode="decimal"
              maxLength={15}
              placeholder={t('orders.filter.max')}
              aria-label={t('orders.filter.amountMax')}
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="salesperson" label={t('orders.col.salesperson')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={salespeople.isPending}
          placeholder={t('orders.filter.any')}
          options={(salespeople.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        />
      </Form.Item>
    </FilterFormShell>
  );
}
