import {
  callAddress,
  type AddMenu,
  type Apis,
  type BodyOf,
  type ChangeMenu,
  type MoveMenu,
  type Operations,
  type RemoveMenu,
  type Select_Ds_Menu,
  type SetMenuStatus,
} from '@bo/contract';
import { call } from './http';

/** By address only: the definitions' zod schemas stay out of the menu pages' bundles. */
const CATALOGUE = callAddress<typeof Select_Ds_Menu>('GET', '/api/LAdmin/Select_Ds_Menu');
const ADD = callAddress<typeof AddMenu>('POST', '/api/Menu/Add');
const CHANGE = callAddress<typeof ChangeMenu>('POST', '/api/Menu/Change');
const MOVE = callAddress<typeof MoveMenu>('POST', '/api/Menu/Move');
const SET_STATUS = callAddress<typeof SetMenuStatus>('POST', '/api/Menu/SetStatus');
const REMOVE = callAddress<typeof RemoveMenu>('POST', '/api/Menu/Remove');
const APIS = callAddress<typeof Apis>('GET', '/api/Menu/Apis');
const OPERATIONS = callAddress<typeof Operations>('GET', '/api/Menu/Operations');

/** The menu catalogue in tree order (rows matching `q` and their ancestors), and whether the caller may change it. */
export const readCatalogue = async (q?: string) => (await call(CATALOGUE, { query: q ? { q } : {} })).data;

/** Changes of the catalogue. The dialogs show a refusal themselves (quiet); a move's refusal is shown by the HTTP client. */
export const addMenu = async (body: BodyOf<typeof AddMenu>) => (await call(ADD, { body }, { quiet: true })).data;
export const changeMenu = async (body: BodyOf<typeof ChangeMenu>) =>
  (await call(CHANGE, { body }, { quiet: true })).data;
export const moveMenu = async (body: BodyOf<typeof MoveMenu>) => (await call(MOVE, { body })).data;
export const setMenuStatus = async (body: BodyOf<typeof SetMenuStatus>) =>
  (await call(SET_STATUS, { body }, { quiet: true })).data;
export const removeMenu = async (body: BodyOf<typeof RemoveMenu>) =>
  (await call(REMOVE, { body }, { quiet: true })).data;

/** One page of the API catalogue, the groups and marks its filters offer. */
export const listApis = async (query: Record<string, string | number>) => (await call(APIS, { query: query })).data;
/** One page of the operation catalogue, the pages and roles its filters offer. */
export const listOperations = async (query: Record<string, string | number>) =>
  (await call(OPERATIONS, { query: query })).data;
