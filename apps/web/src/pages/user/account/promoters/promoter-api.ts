import { callAddress, type Gettgzxdetail, type GettgzxUser, type OptgzxUser, type PromoterOp } from '@bo/contract';
import { call } from '../../../../api/http';

/** By address only: the definitions' zod schemas stay out of the tab's bundle. */
const LIST = callAddress<typeof GettgzxUser>('GET', '/api/UManage/gettgzxUser');
const DETAIL = callAddress<typeof Gettgzxdetail>('GET', '/api/UManage/gettgzxdetail');
const OP = callAddress<typeof OptgzxUser>('POST', '/api/UManage/optgzxUser');

/** One page of the branch's promoters, the filtered total and the summary row (summed by the server). */
export const listPromoters = async (query: Record<string, string | number>) =>
  (await call(LIST, { query: query })).data;

/** One promoter: its referred clients and one page of their orders (guestcode: one client's only). */
export const getPromoterDetail = async (id: number, page: number, pageSize: number, guestcode?: string) =>
  (await call(DETAIL, { query: { id, page, pageSize, ...(guestcode ? { guestcode } : {}) } })).data;

/** optgzxUser goes out `quiet`: the dialog shows a refusal itself and stays open. */
export const changePromoter = async (body: { op: PromoterOp; id: number; version?: number; commissionRate?: string }) =>
  (await call(OP, { body }, { quiet: true })).data;
