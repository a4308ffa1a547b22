import type { FastifyInstance } from 'fastify';
import { Ranking, Report, ReportData } from '@bo/contract';
import { assertOwnBranch } from '../../plugins/scope.js';
import { registerCall, type Deps } from '../../route.js';
import {
  branchChart, branchRanking, branchReportData, isPlatformOwner, platformChart, platformRanking, platformReportData, reportClock,
} from './service.js';

/**
 * Reports of spec §7. gscode and guestcode in the query are checked against the session
 * (another → code 8); the session alone decides whose figures are read. A session whose
 * customer code is PLATFORM_GUESTCODE gets the platform's figures (spec §6).
 */
export async function reportsRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;
  const platform = (s: { reguserno: string }) => isPlatformOwner(s, config.PLATFORM_GUESTCODE);

  registerCall(app, deps, ReportData, async (req) => {
    assertOwnBranch(req.session, req.query);
    const now = reportClock.now();
    return platform(req.session) ? platformReportData(db, req.session, now) : branchReportData(db, req.session, now);
  });
  registerCall(app, deps, Report, async (req) => {
    assertOwnBranch(req.session, req.query);
    const now = reportClock.now();
    return platform(req.session)
      ? platformChart(db, req.session, req.query.ywtype, now)
      : branchChart(db, req.session, req.query.ywtype, now);
  });
  registerCall(app, deps, Ranking, async (req) => {
    assertOwnBranch(req.session, req.query);
    const now = reportClock.now();
    return platform(req.session)
      ? platformRanking(db, req.session, req.query.rankname, now)
      : branchRanking(db, req.session, req.query.rankname, now);
  });
}
