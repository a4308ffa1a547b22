import { describe, expect, it } from 'vitest';
import { JOB_LIMITS, JOB_STATES } from '@bo/contract';
import { jobRow } from '../../test-fixtures';
import { importOutcomeOf, isEnded, jobActions, jobPercent } from './job-rules';

describe("a job's progress", () => {
  it('is 0 until the rows are counted, then rows done out of the total, rounded down', () => {
    expect(jobPercent(jobRow({ state: 'queued' }))).toBe(0);
    expect(jobPercent(jobRow({ done: 0, total: null }))).toBe(0);
    expect(jobPercent(jobRow({ done: 1, total: 3 }))).toBe(33);
    expect(jobPercent(jobRow({ done: 2999, total: 3000 }))).toBe(99);
  });
  it('is 100 once done, and never beyond 100 or below 0', () => {
    expect(jobPercent(jobRow({ state: 'done', done: 5, total: 10 }))).toBe(100);
    expect(jobPercent(jobRow({ done: 12, total: 10 }))).toBe(100);
    expect(jobPercent(jobRow({ done: -1, total: 10 }))).toBe(0);
  });
  it('is full for a running job with nothing to do (an empty filtered list), empty while that one waits', () => {
    expect(jobPercent(jobRow({ done: 0, total: 0 }))).toBe(100);
    expect(jobPercent(jobRow({ state: 'queued', done: 0, total: 0 }))).toBe(0);
  });
});

describe("the jobs tab's actions of a row", () => {
  it('offers Cancel while a job waits or runs', () => {
    expect(jobActions(jobRow({ state: 'queued' }))).toEqual(['cancel']);
    expect(jobActions(jobRow({ state: 'running' }))).toEqual(['cancel']);
  });
  it("offers a done job's file and error sheet, only those it left", () => {
    expect(jobActions(jobRow({ state: 'done', fileName: 'orders.xlsx' }))).toEqual(['download']);
    expect(jobActions(jobRow({ state: 'done', errorFileName: 'errors.xlsx' }))).toEqual(['errors']);
    expect(jobActions(jobRow({ state: 'done', fileName: 'a.xlsx', errorFileName: 'b.xlsx' }))).toEqual([
      'download',
      'errors',
    ]);
    expect(jobActions(jobRow({ state: 'done' }))).toEqual([]);
  });
  it('offers Retry once a job failed or was cancelled', () => {
    expect(jobActions(jobRow({ state: 'failed', message: 'x' }))).toEqual(['retry']);
    expect(jobActions(jobRow({ state: 'cancelled' }))).toEqual(['retry']);
  });
  it('knows which states are over', () => {
    expect(JOB_STATES.filter(isEnded)).toEqual(['done', 'failed', 'cancelled']);
  });
});

describe("an import job's outcome", () => {
  const error = { row: 3, column: 'B', header: '公司全称', field: 'longname', message: '公司全称 必须填写' };
  it('counts the valid rows as those read less those refused, and keeps the counts and the error sheet', () => {
    const o = importOutcomeOf(
      jobRow({
        kind: 'clientImport',
        state: 'done',
        mode: 'valid',
        rows: 5,
        refused: 3,
        added: 2,
        updated: 0,
        errors: [error],
        errorFileName: 'errors.xlsx',
      }),
    );
    expect(o).toMatchObject({ mode: 'valid', rows: 5, valid: 2, refused: 3, added: 2, updated: 0, more: false });
    expect(o.errorFileName).toBe('errors.xlsx');
  });
  it('says more refusals are in the sheet when the row lists as many as it may', () => {
    const errors = Array.from({ length: JOB_LIMITS.errorsListed }, (_, i) => ({ ...error, row: i + 2 }));
    const o = importOutcomeOf(
      jobRow({ kind: 'clientImport', state: 'done', mode: 'check', rows: 40, refused: 30, errors }),
    );
    expect(o.more).toBe(true);
    expect(o.added).toBe(0);
  });
});
