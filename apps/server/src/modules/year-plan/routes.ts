import type { FastifyInstance } from 'fastify';
import {
  CopyLastYearPlan,
  ImportYearPlan,
  PLAN_IMPORT_MAX_BYTES,
  PLAN_IMPORT_MAX_LINES,
  PlanSalespeople,
  SavePlanLine,
  UPLOAD_FIELD,
  XLSX_MIME,
  YearPlanRead,
} from '@bo/contract';
import { langOf } from '../../i18n.js';
import { registerCall, registerChange, registerUploadCall, type Deps } from '../../route.js';
import { readSheet } from '../excel-import/public.js';
import { parsePlanSheet } from './import-sheet.js';
import { branchUserIds, copyLastYear, plannable, readYear, saveLine, writeImported } from './service.js';

/** The year plan (issue 15 #4): read a year, the plannable salespeople; set a line, copy last year, import (plan:edit, audited). */
export async function yearPlanRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;

  registerCall(app, deps, YearPlanRead, (req) => readYear(db, req.session, req.query.year));

  registerCall(app, deps, PlanSalespeople, (req) => plannable(db, req.session.gscode));

  registerChange(
    app,
    deps,
    SavePlanLine,
    'save year plan',
    (req) => `${req.body.year}:${req.body.salespersonId}`,
    (req) => saveLine(db, req.session, req.body),
  );

  registerCall(
    app,
    deps,
    CopyLastYearPlan,
    async (req) => {
      // The request is logged with what was asked even when it is refused.
      req.audit = { targetId: String(req.body.year), after: { growth: req.body.growth, replace: req.body.replace } };
      const { result, before, after } = await copyLastYear(db, req.session, req.body);
      req.audit = { targetId: String(req.body.year), before, after };
      return result;
    },
    { audit: 'copy year plan' },
  );

  registerUploadCall(
    app,
    deps,
    ImportYearPlan,
    { audit: 'import year plan', maxBytes: PLAN_IMPORT_MAX_BYTES, field: UPLOAD_FIELD, fileType: XLSX_MIME },
    async (req, file) => {
      const year = req.query.year;
      req.audit = { targetId: String(year), after: { file: file.filename, bytes: file.content.length } };
      // Row 1 the year, row 2 the headings, two rows a line; 30 columns leave room for notes.
      const sheet = await readSheet(file.content, {
        maxBytes: PLAN_IMPORT_MAX_BYTES,
        maxRows: 2 + 2 * PLAN_IMPORT_MAX_LINES + 50,
        maxColumns: 30,
      });
      const { lines, errors, moreErrors } = parsePlanSheet(
        sheet,
        year,
        await branchUserIds(db, req.session.gscode),
        langOf(req),
      );
      if (errors.length) {
        req.audit = {
          targetId: String(year),
          after: { file: file.filename, written: false, errors: errors.length + moreErrors },
        };
        return { written: false, lines: 0, errors, moreErrors };
      }
      const written = await writeImported(db, req.session, year, lines);
      req.audit = {
        targetId: String(year),
        after: { file: file.filename, written: true, lines: written, ids: [...lines.keys()].join(',') },
      };
      return { written: true, lines: written, errors: [], moreErrors: 0 };
    },
  );
}
