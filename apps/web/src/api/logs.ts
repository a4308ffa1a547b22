import { callAddress, type LoginDslog, type OperationLog } from '@bo/contract';
import { call } from './http';

/** By address only: the definitions' zod schemas stay out of the log pages' bundles. */
const LOGIN_LOG = callAddress<typeof LoginDslog>('GET', '/api/UManage/LoginDslog');
const OPERATION_LOG = callAddress<typeof OperationLog>('GET', '/api/System/OperationLog');

/** One page of the branch's sign-in log and the filtered total. */
export const listLoginLog = async (query: Record<string, string | number>) =>
  (await call(LOGIN_LOG, { query: query })).data;

/** One page of the branch's operation log, the filtered total and the actions the filter offers. */
export const listOperationLog = async (query: Record<string, string | number>) =>
  (await call(OPERATION_LOG, { query: query })).data;
