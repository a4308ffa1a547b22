import {
  callAddress,
  type Ranking,
  type Report,
  type ReportData,
  type DayRange,
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

/** A period word, or a custom range of the branch's days that replaces it (issue 37 #6). */
const period = <W extends string>(word: W | DayRange) => (typeof word === 'string' ? { word } : { range: word });

/** Histogram rows: orders, ordering clients and amount per day, week, month or year, or over a range. */
export const getReport = (u: UserInfo, choice: YwType | DayRange) => {
  const { word, range } = period(choice);
  return call(REPORT, { query: { ...who(u), ...(word ? { ywtype: word } : range) } });
};

/** Top 10 clients (for the platform owner: branches) by amount in a period or a range. */
export const getRanking = (u: UserInfo, choice: RankName | DayRange, opts: CallOptions = {}) => {
  const { word, range } = period(choice);
  return call(RANKING, { query: { ...who(u), ...(word ? { rankname: word } : range) } }, opts);
};
