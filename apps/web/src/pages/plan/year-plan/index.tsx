import { Skeleton } from 'antd';
import { usePageStrings } from '../../../components/use-page-strings';
import { YearPlanView } from './year-plan-view';

/**
 * /plan/year-plan, the year plan (issue 15 #4): a year's monthly targets (sales amount, orders)
 * for the branch and each salesperson beside the actual figures of the orders, completion per
 * month and year to date, a chart of target against actual; set (mark plan:edit), copy last year
 * with a growth, export and import by Excel.
 */
export default function PlanYearPlanPage() {
  return usePageStrings('yearPlan') ? <YearPlanView /> : <Skeleton active paragraph={{ rows: 8 }} />;
}
