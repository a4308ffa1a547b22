import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useReportData() {
  const u = useUser();
  return useQuery({ queryKey: reportKeys.data(u), queryFn: async () => (await getReportData(u)).data });
}

/** Histogram rows with the period type they belong to; the console and the order overview share this cache. */
export function useChartRows(ywtype: YwType) {
  const u = useUser();
  return useQuery({
    queryKey: reportKeys.chart(u, ywtype),
    queryFn: async () => ({ ywtype, rows: (await getReport(u, ywtype)).data }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The ranking (spec §4): refetched every 60 s while the page is on show; TanStack Query skips
 * the interval while the browser tab is hidden (refetchIntervalInBackground is false), and the
 * previous rows stay on screen during a refetch or a period switch, so nothing flickers.
 */
export function useRanking(rankname: RankName) {
  const u = useUser();
  const client = useQueryClient();
  const queryKey = reportKeys.ranking(u, rankname);
  return useQuery({
    queryKey,
    // Once rows are on screen, a failed periodic refresh keeps them and stays quiet instead of
    // raising an error toast every minute (an ended session still signs the user out).
    queryFn: async () => (await getRanking(u, rankname, { quiet: client.getQueryData(queryKey) !== undefined })).data,
    refetchInterval: RANKING_REFRESH_MS,
    refetchIntervalInBackground: false,
    placeholderData: keepPreviousData,
  });
}
