import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { CREDIT_LIMITS, YUAN_PATTERN } from '@bo/contract';

/** The limits applied for: the monthly amount and days, and a temporary amount with its days (needed once set). */
export function CreditLimitFields({ withTmp }: { withTmp: boolean }) {
  const { t } = useTranslation();
  const money = { pattern: YUAN_PATTERN, message: t('credit.form.moneyRule') };
  return (
    <>
      <div className="cc-row">
        <Form.Item
          name="maxprice"
          label={t('credit.col.maxprice')}
          rules={[{ required: true, whitespace: true, message: t('credit.form.maxpriceRequired') }, money]}
        >
          <Input inputMode="decimal" maxLength={13} autoComplete="off" data-testid="credit-form-maxprice" />
        </Form.Item>
        <Form.Item
          name="maxdays"
          label={t('credit.col.maxdays')}
          rules={[{ required: true, message: t('credit.form.daysRule', { max: CREDIT_LIMITS.maxdays }) }]}
        >
          <InputNumber
            min={0}
            max={CREDIT_LIMITS.maxdays}
            precision={0}
            style={{ width: '100%' }}
            data-testid="credit-form-maxdays"
          />
        </Form.Item>
      </div>
      <div className="cc-row">
        <Form.Item name="tmpprice" label={t('credit.form.tmpprice')} rules={[money]}>
          <Input
            inputMode="decimal"
            maxLength={13}
            autoComplete="off"
            placeholder="0"
            data-testid="credit-form-tmpprice"
          />
        </Form.Item>
        <Form.Item
          name="tmpdays"
          label={t('credit.form.tmpdays')}
          dependencies={['tmpprice']}
          rules={
            withTmp
              ? [
                  {
                    required: true,
                    type: 'number',
                    min: 1,
                    max: CREDIT_LIMITS.tmpdays,
                    message: t('credit.form.tmpdaysRule', { max: CREDIT_LIMITS.tmpdays }),
                  },
                ]
              : []
          }
        >
          <InputNumber
            min={0}
            max={CREDIT_LIMITS.tmpdays}
            precision={0}
            disabled={!withTmp}
            style={{ width: '100%' }}
            data-testid="credit-form-tmpdays"
          />
        </Form.Item>
      </div>
    </>
  );
}
