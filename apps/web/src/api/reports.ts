import { Ranking, Report, ReportData, type RankName, type UserInfo, type YwType } from '@bo/contract';
import { call, type CallOptions } from './http';

/**
 * Dashboard calls (spec §7, group Reports). The query names the user's customer code and
 * branch; the server checks them against the session and answers the platform owner with
 * platform figures (`scope: 'platform'`).
 */
const who = (u: UserInfo) => ({ guestcode: u.reguserno, gscode: u.gscode });

/** Count cards: visits, clients, followers, users, orders, turnover, conversion (or the platform's). */
export const getReportData = (u: UserInfo) => call(ReportData, { query: who(u) });

/** Histogram rows: orders, ordering clients and amount per day, week, month or year. */
export const getReport = (u: UserInfo, ywtype: YwType) => call(Report, { query: { ...who(u), ywtype } });

/** Top 10 clients (for the platform owner: branches) by amount in a period. */
export const getRanking = (u: UserInfo, rankname: RankName, opts: CallOptions = {}) =>
  call(Ranking, { query: { ...who(u), rankname } }, opts);
