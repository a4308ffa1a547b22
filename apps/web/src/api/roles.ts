import {
  callAddress,
  type AddRole,
  type ChangeRole,
  type CopyRole,
  type DataScope,
  type Powers,
  type RemoveRole,
  type Roles,
  type SavePowers,
} from '@bo/contract';
import { call } from './http';

/** By address only: the definitions' zod schemas stay out of the roles page's bundle. */
const ROLES = callAddress<typeof Roles>('GET', '/api/UManage/Roles');
const ADD = callAddress<typeof AddRole>('POST', '/api/UManage/AddRole');
const CHANGE = callAddress<typeof ChangeRole>('POST', '/api/UManage/ChangeRole');
const COPY = callAddress<typeof CopyRole>('POST', '/api/UManage/CopyRole');
const REMOVE = callAddress<typeof RemoveRole>('POST', '/api/UManage/RemoveRole');
const POWERS = callAddress<typeof Powers>('GET', '/api/UManage/Powers');
const SAVE_POWERS = callAddress<typeof SavePowers>('POST', '/api/UManage/SavePowers');

/** One page of the branch's roles and the filtered total. */
export const listRoles = async (query: Record<string, string | number>) => (await call(ROLES, { query: query })).data;

// The writes are sent `quiet`: the dialog or drawer that made them shows a refusal where it happened.
export const addRole = async (body: {
  code: string;
  name: string;
  name_en: string;
  dataScope: DataScope;
  requireTotp: boolean;
}) => (await call(ADD, { body }, { quiet: true })).data;
export const changeRole = async (body: {
  roleId: number;
  name?: string;
  name_en?: string;
  status?: 0 | 1;
  dataScope?: DataScope;
  requireTotp?: boolean;
}) => (await call(CHANGE, { body }, { quiet: true })).data;
export const copyRole = async (body: { roleId: number; code: string; name: string; name_en: string }) =>
  (await call(COPY, { body }, { quiet: true })).data;
export const removeRole = async (roleId: number) => (await call(REMOVE, { body: { roleId } }, { quiet: true })).data;

/** The catalogue as a tree with the role's grants, its version, and why the caller may not change it (if so). */
export const rolePowers = async (roleId: number) => (await call(POWERS, { query: { roleId } })).data;
export const savePowers = async (body: {
  roleId: number;
  version: number;
  grants: { menuId: number; active: boolean }[];
}) => (await call(SAVE_POWERS, { body }, { quiet: true })).data;
