import {
  callAddress,
  type ContactSaveBody,
  type Contacts,
  type DepartmentOptions,
  type Departments,
  type DepartmentSaveBody,
  type HomeLayout,
  type HomePage,
  type RemoveContact,
  type RemoveDepartment,
  type SaveContact,
  type SaveDepartment,
  type SaveHomePage,
  type SwitchContact,
} from '@bo/contract';
import { call } from './http';

/** By address only: the definitions' zod schemas stay out of the pages' bundles. */
const DEPARTMENTS = callAddress<typeof Departments>('GET', '/api/Space/Departments');
const DEPARTMENT_OPTIONS = callAddress<typeof DepartmentOptions>('GET', '/api/Space/DepartmentOptions');
const SAVE_DEPARTMENT = callAddress<typeof SaveDepartment>('POST', '/api/Space/SaveDepartment');
const REMOVE_DEPARTMENT = callAddress<typeof RemoveDepartment>('POST', '/api/Space/RemoveDepartment');
const CONTACTS = callAddress<typeof Contacts>('GET', '/api/Space/Contacts');
const SAVE_CONTACT = callAddress<typeof SaveContact>('POST', '/api/Space/SaveContact');
const SWITCH_CONTACT = callAddress<typeof SwitchContact>('POST', '/api/Space/SwitchContact');
const REMOVE_CONTACT = callAddress<typeof RemoveContact>('POST', '/api/Space/RemoveContact');
const HOME = callAddress<typeof HomePage>('GET', '/api/Space/HomePage');
const SAVE_HOME = callAddress<typeof SaveHomePage>('POST', '/api/Space/SaveHomePage');

export const listDepartments = async () => (await call(DEPARTMENTS, {})).data;
export const departmentOptions = async () => (await call(DEPARTMENT_OPTIONS, {})).data;
// The writes are sent `quiet`: the dialog that made them shows a refusal where it happened.
export const saveDepartment = async (body: DepartmentSaveBody) =>
  (await call(SAVE_DEPARTMENT, { body }, { quiet: true })).data;
export const removeDepartment = async (body: { id: number; version: number }) =>
  (await call(REMOVE_DEPARTMENT, { body }, { quiet: true })).data;

export const listContacts = async (query: Record<string, string | number>) =>
  (await call(CONTACTS, { query: query })).data;
export const saveContact = async (body: ContactSaveBody) => (await call(SAVE_CONTACT, { body }, { quiet: true })).data;
export const switchContact = async (body: { id: number; version: number; flag: 'online' | 'status'; value: 0 | 1 }) =>
  (await call(SWITCH_CONTACT, { body }, { quiet: true })).data;
export const removeContact = async (body: { id: number; version: number }) =>
  (await call(REMOVE_CONTACT, { body }, { quiet: true })).data;

export const readHomePage = async () => (await call(HOME, {})).data;
export const saveHomePage = async (body: { layout: HomeLayout; version: number }) =>
  (await call(SAVE_HOME, { body }, { quiet: true })).data;
