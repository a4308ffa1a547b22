import { Button, Form, Input, InputNumber } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CARD_PRICES_MAX, CARD_QUANTITY_MAX, YUAN_PATTERN } from '@bo/contract';

/** The price list: one row per quantity, each quantity once. */
export function TemplatePriceRows() {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('cards.template.form.prices')} extra={t('cards.template.form.pricesHelp')}>
      <Form.List name="prices">
        {(rows, { add, remove }, { errors }) => (
          <>
            <div className="ct-rows" data-testid="template-prices">
              {rows.map(({ key, name: row }) => (
                <PriceRow key={key} row={row} onRemove={() => remove(row)} />
              ))}
            </div>
            <Form.ErrorList errors={errors} />
            <Button
              icon={<PlusOutlined />}
              disabled={rows.length >= CARD_PRICES_MAX}
              onClick={() => add({ quantity: null, price: '' })}
              data-testid="price-add"
            >
              {t('cards.template.form.addPrice')}
            </Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}

function PriceRow({ row, onRemove }: { row: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const required = (field: string) => ({ required: true, message: t('cards.required', { field }) });
  return (
    <div className="ct-price-row">
      <Form.Item
        name={[row, 'quantity']}
        aria-label={t('cards.template.form.quantity')}
        rules={[
          required(t('cards.template.form.quantity')),
          ({ getFieldValue }) => ({
            validator: (_r, v?: number) => {
              const all = (getFieldValue('prices') ?? []) as { quantity?: number }[];
              return v && all.some((p, i) => i !== row && p?.quantity === v)
                ? Promise.reject(new Error(t('cards.template.form.quantityTwice')))
                : Promise.resolve();
            },
          }),
        ]}
      >
        <InputNumber
          min={1}
          max={CARD_QUANTITY_MAX}
          precision={0}
          placeholder={t('cards.template.form.quantity')}
          data-testid="price-quantity"
        />
      </Form.Item>
      <Form.Item
        name={[row, 'price']}
        rules={[
          required(t('cards.template.form.price')),
          { pattern: YUAN_PATTERN, message: t('cards.template.form.priceRule') },
        ]}
      >
        <Input inputMode="decimal" prefix="¥" placeholder={t('cards.template.form.price')} data-testid="price-amount" />
      </Form.Item>
      <Button icon={<DeleteOutlined />} onClick={onRemove} aria-label={t('cards.template.form.removePrice')} />
    </div>
  );
}
