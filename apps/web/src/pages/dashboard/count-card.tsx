import type { ReactNode } from 'react';
import { Card, Tooltip } from 'antd';
import CountUp from 'react-countup';
import { useTranslation } from 'react-i18next';
import { COUNT_UP_MS } from '@bo/contract';

/** A number that counts up to its value in 1500 ms (spec §9), and on later changes from the old value. */
export function CountUpNumber({ value, decimals = 0, suffix = '', testId }: { value: number; decimals?: number; suffix?: string; testId?: string }) {
  return (
    <span data-testid={testId} data-value={value.toFixed(decimals)}>
      <CountUp end={value} decimals={decimals} separator="," suffix={suffix} duration={COUNT_UP_MS / 1000} preserveValue />
    </span>
  );
}

export interface Figure {
  value: number;
  decimals?: number;
  suffix?: string;
}

interface CountCardProps {
  id: string;
  title: string;
  icon: ReactNode;
  /** The main figure (today's value). */
  main: Figure;
  previous?: Figure;
  total?: Figure;
  hint?: string;
}

/** A count card of the console: today's figure large, yesterday's and the all-time total below. */
export function CountCard({ id, title, icon, main, previous, total, hint }: CountCardProps) {
  const { t } = useTranslation();
  const head = (
    <span className="dash-card-title">
      {icon} {title}
    </span>
  );
  return (
    <Card size="small" className="dash-card" data-testid={`card-${id}`}>
      {hint ? <Tooltip title={hint}>{head}</Tooltip> : head}
      <div className="dash-card-main">
        <CountUpNumber {...main} testId="card-today" />
      </div>
      <div className="dash-card-foot">
        {previous && (
          <span>
            {t('dashboard.cards.previous')} <CountUpNumber {...previous} testId="card-previous" />
          </span>
        )}
        {total && (
          <span>
            {t('dashboard.cards.total')} <CountUpNumber {...total} testId="card-total" />
          </span>
        )}
      </div>
    </Card>
  );
}
