import { callAddress, type PaymentList, type Reconciliation } from '@bo/contract';
import { call } from './http';

/** By address only: the definitions' zod schemas stay out of the payments page's bundle. */
const LIST = callAddress<typeof PaymentList>('GET', '/api/Payment/List');
const RECONCILIATION = callAddress<typeof Reconciliation>('GET', '/api/Payment/Reconciliation');

/** One page of the branch's payments and refunds, the filtered total and the summed amount. */
export const listPayments = async (query: Record<string, string | number>) => (await call(LIST, { query: query })).data;

/** One day's successful payments and refunds by method, and their total (day: YYYY-MM-DD, branch time). */
export const getReconciliation = async (day: string) => (await call(RECONCILIATION, { query: { day } })).data;
