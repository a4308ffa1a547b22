import {
  callAddress,
  type Ranking,
  type Report,
  type ReportData,
  type RankName,
  type UserInfo,
  type YwType,
} from '@bo/contract';
import { call, type CallOptions } from './http';

/** By address only: the definitions' zod schemas stay out of the dashboard's bundle. */
const REPORT_DATA = callAddress<typeof ReportData>('GET', '/api/Reports/ReportData');
const REPORT = callAddress<typeof Report>('GET', '/api/Reports/Report');
const RANKING = callAddress<typeof Ranking>('GET', '/api/Reports/Ranking');

/**
 * Dashboard calls (spec §7, group Reports). The query names the user's customer code and
 * branch; the server checks them against the session and answers the platform owner with
 * platform figures (`scope: 'platform'`).
 */
const who = (u: UserInfo) => ({ guestcode: u.reguserno, gscode: u.gscode });

/** Count cards: visits, clients, followers, users, orders, turnover, conversion (or the platform's). */
export const getReportData = (u: UserInfo) => call(REPORT_DATA, { query: who(u) });

/** Histogram rows: orders, ordering clients and amount per day, week, month or year. */
export const getReport = (u: UserInfo, ywtype: YwType) => call(REPORT, { query: { ...who(u), ywtype } });

/** Top 10 clients (for the platform owner: branches) by amount in a period. */
export const getRanking = (u: UserInfo, rankname: RankName, opts: CallOptions = {}) =>
  call(RANKING, { query: { ...who(u), rankname } }, opts);
