import {
  callAddress,
  type AddValueItem,
  type BodyOf,
  type ChangeValueItem,
  type RemoveValueItem,
  type ReorderValueList,
  type SetValueItemStatus,
  type ValueListChoices,
  type ValueLists,
} from '@bo/contract';
import { call } from './http';

/** By address only: the definitions' zod schemas stay out of the pages' bundles. */
const LISTS = callAddress<typeof ValueLists>('GET', '/api/System/ValueLists');
const CHOICES = callAddress<typeof ValueListChoices>('GET', '/api/System/ValueListChoices');
const ADD = callAddress<typeof AddValueItem>('POST', '/api/System/AddValueItem');
const CHANGE = callAddress<typeof ChangeValueItem>('POST', '/api/System/ChangeValueItem');
const STATUS = callAddress<typeof SetValueItemStatus>('POST', '/api/System/SetValueItemStatus');
const REORDER = callAddress<typeof ReorderValueList>('POST', '/api/System/ReorderValueList');
const REMOVE = callAddress<typeof RemoveValueItem>('POST', '/api/System/RemoveValueItem');

/** The branch's editable lists with every item, and the fixed lists (/system/dict). */
export const getValueLists = async () => (await call(LISTS)).data;
/** The enabled items of every list, in order: what the client form offers. */
export const getValueChoices = async () => (await call(CHOICES)).data;
// Writes are quiet: the dialog or the row that made them shows a refusal where it happened.
export const addValueItem = async (body: BodyOf<typeof AddValueItem>) =>
  (await call(ADD, { body }, { quiet: true })).data;
export const changeValueItem = async (body: BodyOf<typeof ChangeValueItem>) =>
  (await call(CHANGE, { body }, { quiet: true })).data;
export const setValueItemStatus = async (body: BodyOf<typeof SetValueItemStatus>) =>
  (await call(STATUS, { body }, { quiet: true })).data;
export const reorderValueList = async (body: BodyOf<typeof ReorderValueList>) =>
  (await call(REORDER, { body }, { quiet: true })).data;
export const removeValueItem = async (body: BodyOf<typeof RemoveValueItem>) =>
  (await call(REMOVE, { body }, { quiet: true })).data;
