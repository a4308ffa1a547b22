import {
  callAddress,
  type BodyOf,
  type AddCardTemplate,
  type CardTemplates,
  type ChangeCardTemplate,
  type RemoveCardTemplate,
  type SetCardTemplateStatus,
} from '@bo/contract';
import { call } from '../../../api/http';

/** By address only: the definitions' zod schemas stay out of the page's bundle. */
const TEMPLATES = callAddress<typeof CardTemplates>('GET', '/api/Card/Templates');
const ADD = callAddress<typeof AddCardTemplate>('POST', '/api/Card/AddTemplate');
const CHANGE = callAddress<typeof ChangeCardTemplate>('POST', '/api/Card/ChangeTemplate');
const STATUS = callAddress<typeof SetCardTemplateStatus>('POST', '/api/Card/SetTemplateStatus');
const REMOVE = callAddress<typeof RemoveCardTemplate>('POST', '/api/Card/RemoveTemplate');

/** What an add sends, as the contract defines it; a change sends the same with the row's id and version. */
export type TemplateBody = BodyOf<typeof AddCardTemplate>;

export const listTemplates = async (query: Record<string, string | number>) =>
  (await call(TEMPLATES, { query: query })).data;
// Writes are quiet: the dialog or the row that made them shows a refusal where it happened.
export const addTemplate = async (body: TemplateBody) => (await call(ADD, { body }, { quiet: true })).data;
export const changeTemplate = async (body: BodyOf<typeof ChangeCardTemplate>) =>
  (await call(CHANGE, { body }, { quiet: true })).data;
export const setTemplateStatus = async (body: { id: number; version: number; status: 0 | 1 }) =>
  (await call(STATUS, { body }, { quiet: true })).data;
export const removeTemplate = async (body: { id: number; version: number }) =>
  (await call(REMOVE, { body }, { quiet: true })).data;
