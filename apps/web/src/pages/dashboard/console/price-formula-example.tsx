import { useState } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { priceByFormula, PRICE_FORMULA_SIGNS, ROUND_TYPES, type PriceSign, type RoundType } from '@bo/contract';

const SIGN_SHOWN: Record<PriceSign, string> = { '*': '×', '/': '÷', '+': '+', '-': '−' };
const DEFAULT_BASE = '100.00';

/**
 * Under the sales price formula of the client form: what a base price becomes by the formula as
 * it is typed (the contract's priceByFormula, exact to the fen). The user may change the example
 * base; it is not part of the profile.
 */
export function PriceFormulaExample() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const field = String(Form.useWatch('price_field', form) ?? '').trim();
  const sign = Form.useWatch('price_sign', form) as PriceSign | undefined;
  const number = String(Form.useWatch('price_number', form) ?? '').trim();
  const round = Form.useWatch('roundtype', form) as RoundType | undefined;
  const [base, setBase] = useState(DEFAULT_BASE);

  const known =
    sign !== undefined && PRICE_FORMULA_SIGNS.includes(sign) && round !== undefined && ROUND_TYPES.includes(round);
  const price = known ? priceByFormula(base, sign, number, round) : null;
  const label = t('dashboard.client.example.base', { field: field || t('dashboard.client.example.basePrice') });
  return (
    <div className="cd-formula-example" data-testid="price-formula-example">
      <label className="cd-formula-base">
        <span title={label}>{label}</span>
        <Input
          value={base}
          onChange={(e) => setBase(e.target.value)}
          inputMode="decimal"
          maxLength={16}
          className="cd-num"
          data-testid="price-formula-base"
        />
      </label>
      <output className="cd-formula-result" aria-live="polite" data-testid="price-formula-result">
        {price === null ? (
          <span className="bo-muted">{t('dashboard.client.example.none')}</span>
        ) : (
          <span className="cd-num">{`${base.trim()} ${SIGN_SHOWN[sign!]} ${number} → ${price} (${t(`dashboard.client.roundtype.${round}`)})`}</span>
        )}
      </output>
    </div>
  );
}
