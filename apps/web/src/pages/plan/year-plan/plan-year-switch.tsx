import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PLAN_YEAR_MAX, PLAN_YEAR_MIN } from '@bo/contract';

/** The year shown, with a step back and forth within the years a plan may have. */
export function PlanYearSwitch({ year, onPick }: { year: number; onPick: (year: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="yp-year" role="group" aria-label={t('yearPlan.yearOf', { year })}>
      <Button
        size="small"
        icon={<LeftOutlined />}
        aria-label={t('yearPlan.yearPrev')}
        disabled={year <= PLAN_YEAR_MIN}
        onClick={() => onPick(year - 1)}
        data-testid="plan-year-prev"
      />
      <span className="yp-year-label" data-testid="plan-year">
        {t('yearPlan.yearOf', { year })}
      </span>
      <Button
        size="small"
        icon={<RightOutlined />}
        aria-label={t('yearPlan.yearNext')}
        disabled={year >= PLAN_YEAR_MAX}
        onClick={() => onPick(year + 1)}
        data-testid="plan-year-next"
      />
    </div>
  );
}
