import { Suspense, useEffect, useState } from 'react';
import { Skeleton } from 'antd';
import { M } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { usePageTitle } from '../../../components/use-page-title';
import type { PlanDialog } from './plan-dialogs';
import { PlanFooter } from './plan-footer';
import { PlanChart, PlanDialogs, PlanGrid, preloadPlanParts } from './plan-parts';
import { YEAR_PLAN_ROUTE } from './plan-queries';
import { PlanToolbar } from './plan-toolbar';
import { PlanYtdCards } from './plan-ytd-cards';
import { usePlanFile } from './use-plan-file';
import { useYearPlan } from './use-year-plan';
import './year-plan.css';

export function YearPlanView() {
  const title = usePageTitle(YEAR_PLAN_ROUTE);
  const canEdit = useAllow(YEAR_PLAN_ROUTE, M.yearPlanEdit);
  const plan = useYearPlan();
  const [dialog, setDialog] = useState<PlanDialog | null>(null);
  const file = usePlanFile(plan.year, plan.data, plan.reload, setDialog);
  useEffect(preloadPlanParts, []);
  const { year, data, line, months } = plan;

  return (
    <div className="yp-page" data-testid="year-plan-page">
      <PlanToolbar title={title} plan={plan} file={file} canEdit={canEdit} onDialog={setDialog} />

      {!data || !line || !months ? (
        <div className="yp-loading">
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      ) : (
        <>
          <PlanYtdCards line={line} months={months} ytdMonths={data.ytdMonths} />
          <Suspense fallback={<div className="yp-chart yp-chart-fallback" aria-hidden />}>
            <PlanChart line={line} months={months} year={year} />
          </Suspense>
          <Suspense
            fallback={
              <div className="yp-grid-fallback">
                <Skeleton active paragraph={{ rows: 12 }} />
              </div>
            }
          >
            <PlanGrid line={line} months={months} ytdMonths={data.ytdMonths} editable={canEdit} onChange={plan.edit} />
          </Suspense>
          <PlanFooter plan={plan} canEdit={canEdit} />
        </>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <PlanDialogs key={dialog.kind} dialog={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </div>
  );
}
