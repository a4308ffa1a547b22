import type { FastifyInstance } from 'fastify';
import {
  Contacts,
  DepartmentOptions,
  Departments,
  HomePage,
  PublicContacts,
  PublicHome,
  RemoveContact,
  RemoveDepartment,
  SaveContact,
  SaveDepartment,
  SaveHomePage,
  SwitchContact,
} from '@bo/contract';
import { registerCall, registerRead, registerWrite, type Deps } from '../../route.js';
import { registerPublicRead } from '../public-read/public.js';
import {
  departmentOptions,
  listContacts,
  listDepartments,
  publicContacts,
  publicHome,
  readHome,
  removeContact,
  removeDepartment,
  saveContact,
  saveDepartment,
  saveHome,
  switchContact,
} from './service.js';

/** Home page, departments and customer service (/space/indexsetting, department, customerservice; issue 13 #6, #7). */
export async function siteRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  registerCall(app, deps, Departments, (req) => listDepartments(db, req.session));
  registerCall(app, deps, DepartmentOptions, (req) => departmentOptions(db, req.session));
  registerWrite(app, deps, SaveDepartment, 'save department', saveDepartment);
  registerWrite(app, deps, RemoveDepartment, 'remove department', removeDepartment);

  registerRead(app, deps, Contacts, (from, req) => listContacts(from, req.session, req.query));
  registerWrite(app, deps, SaveContact, 'save service contact', saveContact);
  registerWrite(app, deps, SwitchContact, 'switch service contact', switchContact);
  registerWrite(app, deps, RemoveContact, 'remove service contact', removeContact);

  registerCall(app, deps, HomePage, (req) => readHome(db, req.session.gscode));
  registerWrite(app, deps, SaveHomePage, 'save home page', saveHome);

  registerPublicRead(app, deps, PublicHome, (from, gscode) => publicHome(from, gscode));
  registerPublicRead(app, deps, PublicContacts, (from, gscode) => publicContacts(from, gscode));
}
