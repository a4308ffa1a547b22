import type { FastifyInstance } from 'fastify';
import { Ranking, Report, ReportData, type DayRange } from '@bo/contract';
import { assertOwnBranch } from '../../plugins/scope.js';
import type { Db } from '../../db/client.js';
import { registerRead, type CallRequest, type CallResult, type Deps } from '../../route.js';
import { ReportCache } from './cache.js';
import {
  branchChart,
  branchRangeChart,
  branchRanking,
  branchReportData,
  platformChart,
  platformRangeChart,
  platformRanking,
  platformReportData,
  reportClock,
} from './service.js';

/** A custom range when the query names one (the contract lets from and to through only together). */
const rangeOf = (q: { from?: string; to?: string }): DayRange | undefined =>
  q.from !== undefined && q.to !== undefined ? { from: q.from, to: q.to } : undefined;

/**
 * Reports of spec §7. gscode and guestcode in the query are checked against the session
 * (another → code 8); the session alone decides whose figures are read. A session whose
 * branch is the platform owner's gets the platform's figures (spec §6, Session.platformOwner).
 */
export async function reportsRoutes(app: FastifyInstance, deps: Deps) {
  const { config } = deps;
  // Branch answers only: the platform owner's read every branch and are not cached.
  const cache = new ReportCache(config.REPORT_CACHE_ENTRIES, async (db, gscode) => {
    const { rows } = await db.$client.query<{ v: number }>(
      'select stats_version as v from branches where gscode = $1',
      [gscode],
    );
    return Number(rows[0]?.v ?? 0);
  });

  /**
   * A report call: the query's branch checked against the session, then the platform's figures for
   * the platform owner, else the branch's, kept in the branch's cache under `key` (ReportCache).
   * Read from the replica when there is one (plugins/reads.ts).
   */
  const registerReport = <C extends typeof ReportData | typeof Report | typeof Ranking>(
    call: C,
    key: (req: CallRequest<C>) => string,
    platform: (db: Db, req: CallRequest<C>, now: Date) => Promise<CallResult<C>>,
    branch: (db: Db, req: CallRequest<C>, now: Date) => Promise<CallResult<C>>,
  ) =>
    registerRead(app, deps, call, async (db, req) => {
      assertOwnBranch(req.session, req.query);
      const now = reportClock.now();
      return req.session.platformOwner
        ? platform(db, req, now)
        : cache.get(db, req.session, now, key(req), () => branch(db, req, now));
    });

  registerReport(
    ReportData,
    () => 'ReportData',
    (db, req, now) => platformReportData(db, req.session, now),
    (db, req, now) => branchReportData(db, req.session, now),
  );
  registerReport(
    Report,
    (req) => `Report:${rangeOf(req.query) ? `${req.query.from}..${req.query.to}` : req.query.ywtype}`,
    (db, req, now) => {
      const range = rangeOf(req.query);
      return range ? platformRangeChart(db, range) : platformChart(db, req.session, req.query.ywtype, now);
    },
    (db, req, now) => {
      const range = rangeOf(req.query);
      return range ? branchRangeChart(db, req.session, range) : branchChart(db, req.session, req.query.ywtype, now);
    },
  );
  registerReport(
    Ranking,
    (req) => `Ranking:${rangeOf(req.query) ? `${req.query.from}..${req.query.to}` : req.query.rankname}`,
    (db, req, now) => platformRanking(db, req.session, rangeOf(req.query) ?? req.query.rankname, now),
    (db, req, now) => branchRanking(db, req.session, rangeOf(req.query) ?? req.query.rankname, now),
  );
}
