import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { RANKING_REFRESH_MS, rangeGrain, type DayRange, type RankName, type UserInfo, type YwType } from '@bo/contract';
import { getRanking, getReport, getReportData } from '../../api/reports';
import { useUserStore } from '../../stores/user';

/** The signed-in user (pages of the frame are only drawn for a signed-in user). */
export const useUser = (): UserInfo => useUserStore((s) => s.info)!;

/** A period word or a custom range of days (issue 37 #6) in a query key. */
const periodKey = (p: string | DayRange) => (typeof p === 'string' ? [p] : ['range', p.from, p.to]);

/**
 * Query keys carry the branch so that a branch switch never shows another branch's cache. Every key
 * starts with 'reports', which a pushed order marks stale (layout/push-host.ts): ranges included.
 */
export const reportKeys = {
  data: (u: UserInfo) => ['reports', u.gscode, 'data'] as const,
  chart: (u: UserInfo, choice: YwType | DayRange) => ['reports', u.gscode, 'chart', ...periodKey(choice)] as const,
  ranking: (u: UserInfo, choice: RankName | DayRange) =>
    ['reports', u.gscode, 'ranking', ...periodKey(choice)] as const,
};

/**
 * The dashboard's queries, one definition each for the pages' hooks and for the route loader
 * that starts them before the page's code has arrived (./console/prefetch.ts).
 */
export const reportQueries = {
  data: (u: UserInfo) =>
    queryOptions({ queryKey: reportKeys.data(u), queryFn: async () => (await getReportData(u)).data }),

  /**
   * Histogram rows with the period type they belong to (a range's bars are days, weeks or months:
   * the contract's rangeGrain); the console and the order overview share this cache.
   */
  chart: (u: UserInfo, choice: YwType | DayRange) =>
    queryOptions({
      queryKey: reportKeys.chart(u, choice),
      queryFn: async () => ({
        ywtype: typeof choice === 'string' ? choice : (rangeGrain(choice.from, choice.to) as YwType),
        rows: (await getReport(u, choice)).data,
      }),
      placeholderData: keepPreviousData,
    }),

  /**
   * The ranking (spec §4): refetched every 60 s while the page is on show; TanStack Query skips
   * the interval while the browser tab is hidden (refetchIntervalInBackground is false), and the
   * previous rows stay on screen during a refetch or a period switch, so nothing flickers.
   */
  ranking: (u: UserInfo, rankname: RankName | DayRange, client: QueryClient) => {
    const queryKey = reportKeys.ranking(u, rankname);
    return queryOptions({
      queryKey,
      // Once rows are on screen, a failed periodic refresh keeps them and stays quiet instead of
      // raising an error toast every minute (an ended session still signs the user out).
      queryFn: async () => (await getRanking(u, rankname, { quiet: client.getQueryData(queryKey) !== undefined })).data,
      refetchInterval: RANKING_REFRESH_MS,
      refetchIntervalInBackground: false,
      placeholderData: keepPreviousData,
    });
  },
};

/** What the console and the order overview show first (the route loader starts these). */
export const FIRST_CHART_PERIOD: YwType = 'day';
export const FIRST_RANKING_PERIOD: RankName = 'today';

export function useReportData() {
  return useQuery(reportQueries.data(useUser()));
}

export function useChartRows(choice: YwType | DayRange) {
  return useQuery(reportQueries.chart(useUser(), choice));
}

export function useRanking(rankname: RankName | DayRange) {
  const u = useUser();
  const client = useQueryClient();
  return useQuery(reportQueries.ranking(u, rankname, client));
}
