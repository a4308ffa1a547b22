import {
  callAddress,
  type AddOrderNote,
  type BatchChangeOrderState,
  type Autocomplete,
  type ChangeOrderState,
  type OrderAction,
  type OrderDetailCall,
  type OrderList,
  type PaymentMethod,
  type RecordPayment,
  type RecordRefund,
  type Salespeople,
} from '@bo/contract';
import { call, type CallOptions } from './http';

/** By address only: the definitions' zod schemas stay out of the order pages' bundles. */
const LIST = callAddress<typeof OrderList>('GET', '/api/Order/List');
const DETAIL = callAddress<typeof OrderDetailCall>('GET', '/api/Order/Detail');
const CHANGE = callAddress<typeof ChangeOrderState>('POST', '/api/Order/ChangeState');
const BATCH = callAddress<typeof BatchChangeOrderState>('POST', '/api/Order/BatchChangeState');
const NOTE = callAddress<typeof AddOrderNote>('POST', '/api/Order/AddNote');
const SALESPEOPLE = callAddress<typeof Salespeople>('GET', '/api/Order/Salespeople');
const AUTOCOMPLETE = callAddress<typeof Autocomplete>('GET', '/api/UManage/Autocomplete');
const PAY = callAddress<typeof RecordPayment>('POST', '/api/Payment/Record');
const REFUND = callAddress<typeof RecordRefund>('POST', '/api/Payment/Refund');

/** One page of the branch's orders, its total and summary row; `query` holds the list protocol's words. */
export const listOrders = async (query: Record<string, string | number>) => (await call(LIST, { query: query })).data;

export const getOrder = async (id: number, opts: CallOptions = {}) =>
  (await call(DETAIL, { query: { id } }, opts)).data;

/**
 * Changes go out `quiet`: the drawer shows a refusal (another user changed the order meanwhile,
 * an illegal move) itself and reloads the order.
 */
export const changeOrderState = async (body: {
  id: number;
  action: OrderAction;
  version: number;
  reason?: string;
  tracking?: string;
}) => (await call(CHANGE, { body }, { quiet: true })).data;

/** The same move for the orders picked (issue 37 #2); quiet: the batch dialog shows a refusal. */
export const batchChangeOrderState = async (body: {
  items: { id: number; version: number }[];
  action: OrderAction;
  reason?: string;
}) => (await call(BATCH, { body }, { quiet: true })).data;

export const addOrderNote = async (id: number, text: string) =>
  (await call(NOTE, { body: { id, text } }, { quiet: true })).data;

export const listSalespeople = async () => (await call(SALESPEOPLE)).data;

/** Clients whose number, name or company contains the words (at most 20). */
export const autocompleteClients = async (q: string) => (await call(AUTOCOMPLETE, { query: { q } })).data;

export interface PaymentInput {
  orderId: number;
  amount: string;
  method: PaymentMethod;
  reference: string;
  version: number;
}
export const recordPayment = async (body: PaymentInput) => (await call(PAY, { body }, { quiet: true })).data;
export const recordRefund = async (body: PaymentInput & { reason: string }) =>
  (await call(REFUND, { body }, { quiet: true })).data;
