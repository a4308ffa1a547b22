import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlanLine } from '@bo/contract';

/** The line shown: the branch, or a salesperson (their names are the user's words). */
export default function LineSelect({
  lines,
  value,
  onChange,
}: {
  lines: PlanLine[] | undefined;
  value: number;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select<number>
      className="yp-line"
      value={value}
      onChange={onChange}
      aria-label={t('yearPlan.line')}
      popupMatchSelectWidth={false}
      loading={!lines}
      options={(lines ?? []).map((l) => ({
        value: l.salespersonId,
        label:
          l.salespersonId === 0 ? (
            t('yearPlan.branchLine')
          ) : (
            <span>
              <span data-user-content="">{l.name}</span>
              {l.version === 0 && <span className="bo-muted"> · {t('yearPlan.noTargets')}</span>}
            </span>
          ),
      }))}
      data-testid="plan-line"
    />
  );
}
