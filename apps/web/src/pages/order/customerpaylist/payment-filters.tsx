import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, PAYMENT_STATES } from '@bo/contract';
import { DayRangeFilterItem } from '../../../components/filter-fields/day-range-filter-item';
import { WordsFilterItem } from '../../../components/filter-fields/filter-items';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import { filterValues } from '../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../components/data-table/types';
import { ClientSelect } from '../client-select';
import { OrdernoFilter } from '../orderno-filter';

/** Each field's kind: how it reads from and writes to the address. */
const VALUES = filterValues({
  range: 'days',
  method: 'words',
  state: 'words',
  kind: 'word',
  client: 'word',
  orderno: 'text',
});

/** The payment list's filters (loaded with the filter panel, not with the page). */
export default function PaymentFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <FilterFormShell {...props} {...VALUES}>
      <DayRangeFilterItem label={t('payments.filter.date')} from={t('orders.filter.from')} to={t('orders.filter.to')} />
      <WordsFilterItem
        name="method"
        label={t('paymentForm.methodLabel')}
        placeholder={t('orders.filter.any')}
        words={PAYMENT_METHODS}
        wordLabel={(m) => t(`paymentForm.method.${m}`)}
      />
      <WordsFilterItem
        name="state"
        label={t('payments.col.state')}
        placeholder={t('orders.filter.any')}
        words={PAYMENT_STATES}
        wordLabel={(s) => t(`orders.paymentState.${s}`)}
      />
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
      <OrdernoFilter />
    </FilterFormShell>
  );
}
