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
import { auditOf, registerCall, type Deps } from '../../route.js';
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
  registerCall(app, deps, SaveDepartment, (req) => saveDepartment(db, req.session, req.body, auditOf(req)), {
    audit: 'save department',
  });
  registerCall(app, deps, RemoveDepartment, (req) => removeDepartment(db, req.session, req.body, auditOf(req)), {
    audit: 'remove department',
  });

  registerCall(app, deps, Contacts, (req) => listContacts(db, req.session, req.query));
  registerCall(app, deps, SaveContact, (req) => saveContact(db, req.session, req.body, auditOf(req)), {
    audit: 'save service contact',
  });
  registerCall(app, deps, SwitchContact, (req) => switchContact(db, req.session, req.body, auditOf(req)), {
    audit: 'switch service contact',
  });
  registerCall(app, deps, RemoveContact, (req) => removeContact(db, req.session, req.body, auditOf(req)), {
    audit: 'remove service contact',
  });

  registerCall(app, deps, HomePage, (req) => readHome(db, req.session.gscode));
  registerCall(app, deps, SaveHomePage, (req) => saveHome(db, req.session, req.body, auditOf(req)), {
    audit: 'save home page',
  });

  registerPublicRead(app, deps, PublicHome, (gscode) => publicHome(db, gscode));
  registerPublicRead(app, deps, PublicContacts, (gscode) => publicContacts(db, gscode));
}
