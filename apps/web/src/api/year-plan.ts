import {
  callAddress,
  type CopyLastYearPlan,
  type DataOf,
  type ImportYearPlan,
  type PlanLineBody,
  type PlanSalespeople,
  type SavePlanLine,
  type YearPlanRead,
} from '@bo/contract';
import { call } from './http';
import { postFile } from './uploads';

/** By address only: the definitions' zod schemas stay out of the page's bundle. */
const READ = callAddress<typeof YearPlanRead>('GET', '/api/Plan/YearPlan');
const SALESPEOPLE = callAddress<typeof PlanSalespeople>('GET', '/api/Plan/Salespeople');
const SAVE = callAddress<typeof SavePlanLine>('POST', '/api/Plan/SaveLine');
const COPY = callAddress<typeof CopyLastYearPlan>('POST', '/api/Plan/CopyLastYear');
const IMPORT = callAddress<typeof ImportYearPlan>('POST', '/api/Plan/Import');

/** A year's plan of the branch: each line's targets, actuals and completion. */
export const readYearPlan = async (year: number) => (await call(READ, { query: { year } })).data;
/** The branch's staff accounts a line may be planned for. */
export const planSalespeople = async () => (await call(SALESPEOPLE, {})).data;

/** Writes go out `quiet`: the page or dialog that made them shows a refusal itself. */
export const savePlanLine = async (body: PlanLineBody) => (await call(SAVE, { body }, { quiet: true })).data;
export const copyLastYearPlan = async (year: number, growth: string, replace: boolean) =>
  (await call(COPY, { body: { year, growth, replace } }, { quiet: true })).data;

/** Sends an .xlsx in the export's layout; the answer lists bad cells, if any. */
export const importYearPlan = (year: number, file: File) =>
  postFile<DataOf<typeof ImportYearPlan>>(IMPORT.path, file, { params: { year } });
