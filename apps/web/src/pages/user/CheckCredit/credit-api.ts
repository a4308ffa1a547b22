import {
  callAddress,
  type ApplyCredit,
  type ApplyCreditBody,
  type CheckCreditList,
  type FunAuditPass,
} from '@bo/contract';
import { call } from '../../../api/http';

/** By address only: the definitions' zod schemas stay out of the page's bundle. */
const LIST = callAddress<typeof CheckCreditList>('GET', '/api/UManage/CheckCreditList');
const AUDIT = callAddress<typeof FunAuditPass>('POST', '/api/UManage/fun_AuditPass');
const APPLY = callAddress<typeof ApplyCredit>('POST', '/api/UManage/ApplyCredit');

/** One page of the branch's credit applications, the filtered total and the pending count. */
export const listCredit = async (query: Record<string, string | number>) => (await call(LIST, { query: query })).data;

/** Writes go out `quiet`: the dialog that made them shows a refusal itself and stays open. */
export const auditCredit = async (id: number, pass: boolean, comment: string) =>
  (await call(AUDIT, { body: { id, pass, comment } }, { quiet: true })).data;
export const applyCredit = async (body: ApplyCreditBody) => (await call(APPLY, { body }, { quiet: true })).data;
