import type { CreditRow } from '@bo/contract';
import { formatMoney } from '../../../components/number-format';

/** Credit used against the limit in force; red when a monthly-settlement client is over it. */
export function CreditUse({ row }: { row: CreditRow }) {
  const c = row.client;
  const over = c.isyuejie === 1 && Number(c.creditUsed) > Number(c.creditLimit);
  return (
    <span className={`cc-use${over ? ' cc-over' : ''}`} data-testid="credit-use" data-over={over ? 1 : 0}>
      <span className="bo-code">{formatMoney(c.creditUsed)}</span>
      <span className="bo-muted"> / </span>
      <span className="bo-code">{formatMoney(c.creditLimit)}</span>
    </span>
  );
}
