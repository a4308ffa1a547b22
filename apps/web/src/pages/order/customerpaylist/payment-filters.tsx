import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { PAYMENT_METHODS, PAYMENT_STATES } from '@bo/contract';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import type { FilterFormProps } from '../../../components/data-table/types';
import { ClientSelect } from '../client-select';
import { dateRangePresets } from '../date-presets';

interface Values {
  range?: [Dayjs | null, Dayjs | null] | null;
  method?: string[];
  state?: string[];
  kind?: string;
  client?: string;
  orderno?: string;
}

const DAY = 'YYYY-MM-DD';
const list = (v?: string) => (v ? v.split(',') : undefined);
const csv = (v?: string[]) => (v?.length ? v.join(',') : undefined);

const toValues = (f: Record<string, string>): Values => ({
  range: f.from || f.to ? [f.from ? dayjs(f.from) : null, f.to ? dayjs(f.to) : null] : null,
  method: list(f.method),
  state: list(f.state),
  kind: f.kind,
  client: f.client,
  orderno: f.orderno,
});

const fromValues = (v: Values): Record<string, string | undefined> => ({
  from: v.range?.[0]?.format(DAY),
  to: v.range?.[1]?.format(DAY),
  method: csv(v.method),
  state: csv(v.state),
  kind: v.kind,
  client: v.client,
  orderno: v.orderno?.trim(),
});

/** The payment list's filters (loaded with the filter panel, not with the page). */
export default function PaymentFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <FilterFormShell<Values> {...props} toValues={toValues} fromValues={fromValues}>
      <Form.Item name="range" label={t('payments.filter.date')}>
        <DatePicker.RangePicker presets={dateRangePresets(t)} allowEmpty={[true, true]} style={{ width: '100%' }} placeholder={[t('orders.filter.from'), t('orders.filter.to')]} />
      </Form.Item>
      <Form.Item name="method" label={t('paymentForm.methodLabel')}>
        <Select mode="multiple" allowClear placeholder={t('orders.filter.any')} options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`paymentForm.method.${m}`) }))} />
      </Form.Item>
      <Form.Item name="state" label={t('payments.col.state')}>
        <Select mode="multiple" allowClear placeholder={t('orders.filter.any')} options={PAYMENT_STATES.map((s) => ({ value: s, label: t(`orders.paymentState.${s}`) }))} />
      </Form.Item>
      <Form.Item name="kind" label={t('payments.filter.kind')}>
        <Select
          allowClear
          placeholder={t('orders.filter.any')}
          options={[
            { value: 'payment', label: t('payments.kind.payment') },
            { value: 'refund', label: t('payments.kind.refund') },
          ]}
        />
      </Form.Item>
      <Form.Item name="client" label={t('orders.col.client')}>
        <ClientSelect />
      </Form.Item>
      <Form.Item name="orderno" label={t('orders.col.orderno')}>
        <Input allowClear maxLength={30} placeholder={t('orders.filter.ordernoPlaceholder')} />
      </Form.Item>
    </FilterFormShell>
  );
}
