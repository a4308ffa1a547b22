import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { RANKING_REFRESH_MS, type RankName, type UserInfo, type YwType } from '@bo/contract';
import { getRanking, getReport, getReportData } from '../../api/reports';
import { useUserStore } from '../../stores/user';

/** The signed-in user (pages of the frame are only drawn for a signed-in user). */
export const useUser = (): UserInfo => useUserStore((s) => s.info)!;

/** Query keys carry the branch so that a branch switch never shows another branch's cache. */
export const reportKeys = {
  data: (u: UserInfo) => ['reports', u.gscode, 'data'] as const,
  chart: (u: UserInfo, ywtype: YwType) => ['reports', u.gscode, 'chart', ywtype] as const,
  ranking: (u: UserInfo, rankname: RankName) => ['reports', u.gscode, 'ranking', rankname] as const,
};

/**
 * The dashboard's queries, one definition each for the pages' hooks and for the route loader
 * that starts them before the page's code has arrived (./console/prefetch.ts).
 */
export const reportQueries = {
  data: (u: UserInfo) =>
    queryOptions({ queryKey: reportKeys.data(u), queryFn: async () => (await getReportData(u)).data }),

  /** Histogram rows with the period type they belong to; the console and the order overview share this cache. */
  chart: (u: UserInfo, ywtype: YwType) =>
    queryOptions({
      queryKey: reportKeys.chart(u, ywtype),
      queryFn: async () => ({ ywtype, rows: (await getReport(u, ywtype)).data }),
      placeholderData: keepPreviousData,
    }),

  /**
   * The ranking (spec §4): refetched every 60 s while the page is on show; TanStack Query skips
   * the interval while the browser tab is hidden (refetchIntervalInBackground is false), and the
   * previous rows stay on screen during a refetch or a period switch, so nothing flickers.
   */
  ranking: (u: UserInfo, rankname: RankName, client: QueryClient) => {
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

export function useChartRows(ywtype: YwType) {
  return useQuery(reportQueries.chart(useUser(), ywtype));
}

export function useRanking(rankname: RankName) {
  const u = useUser();
  const client = useQueryClient();
  return useQuery(reportQueries.ranking(u, rankname, client));
}
