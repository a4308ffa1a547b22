import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_NO_CHARS } from '@bo/contract';

/**
 * Whether typed words can be the start of an order number. A client's name (汉字, spaces) cannot:
 * the order number filter would silently match nothing, so the field says where to look instead.
 */
export const couldBeOrderNo = (words: string | undefined): boolean => ORDER_NO_CHARS.test((words ?? '').trim());

/**
 * The order and payment lists' order number filter (it matches the start of the number), placed
 * right under the client filter it points to when what was typed looks like a client rather than
 * a number (a warning: the filter still applies).
 */
export function OrdernoFilter() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="orderno"
      label={t('orders.col.orderno')}
      rules={[
        {
          warningOnly: true,
          validator: (_r, v?: string) =>
            couldBeOrderNo(v) ? Promise.resolve() : Promise.reject(new Error(t('orders.filter.ordernoNotClient'))),
        },
      ]}
    >
      <Input
        allowClear
        maxLength={30}
        placeholder={t('orders.filter.ordernoPlaceholder')}
        data-testid="filter-orderno"
      />
    </Form.Item>
  );
}
