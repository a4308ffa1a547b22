import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { readYearPlan } from '../../../api/year-plan';

export const YEAR_PLAN_ROUTE = '/plan/year-plan';

/** Keys under ['yearPlan', gscode]: a switch to another branch never shows this one's cache. */
export const yearPlanQuery = (u: UserInfo, year: number) =>
  queryOptions({ queryKey: ['yearPlan', u.gscode, year] as const, queryFn: () => readYearPlan(year) });

/** After a change: every year of the branch is read again (a copy changes the next year's page too). */
export const invalidateYearPlan = (client: QueryClient, u: UserInfo) =>
  client.invalidateQueries({ queryKey: ['yearPlan', u.gscode] });
