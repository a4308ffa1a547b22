import type { FastifyInstance } from 'fastify';
import { Ranking, Report, ReportData } from '@bo/contract';
import { assertOwnBranch } from '../../plugins/scope.js';
import { registerCall, type Deps } from '../../route.js';
import { ReportCache } from './cache.js';
import {
  branchChart,
  branchRanking,
  branchReportData,
  platformChart,
  platformRanking,
  platformReportData,
  reportClock,
} from './service.js';

/**
 * Reports of spec §7. gscode and guestcode in the query are checked against the session
 * (another → code 8); the session alone decides whose figures are read. A session whose
 * branch is the platform owner's gets the platform's figures (spec §6, Session.platformOwner).
 */
export async function reportsRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;
  // Branch answers only: the platform owner's read every branch and are not cached.
  const cache = new ReportCache(config.REPORT_CACHE_ENTRIES);

  registerCall(app, deps, ReportData, async (req) => {
    assertOwnBranch(req.session, req.query);
    const now = reportClock.now();
    return req.session.platformOwner
      ? platformReportData(db, req.session, now)
      : cache.get(req.session, now, 'ReportData', () => branchReportData(db, req.session, now));
  });
  registerCall(app, deps, Report, async (req) => {
    assertOwnBranch(req.session, req.query);
    const now = reportClock.now();
    return req.session.platformOwner
      ? platformChart(db, req.session, req.query.ywtype, now)
      : cache.get(req.session, now, `Report:${req.query.ywtype}`, () =>
          branchChart(db, req.session, req.query.ywtype, now),
        );
  });
  registerCall(app, deps, Ranking, async (req) => {
    assertOwnBranch(req.session, req.query);
    const now = reportClock.now();
    return req.session.platformOwner
      ? platformRanking(db, req.session, req.query.rankname, now)
      : cache.get(req.session, now, `Ranking:${req.query.rankname}`, () =>
          branchRanking(db, req.session, req.query.rankname, now),
        );
  });
}
