import { z } from 'zod';
import { defineCall } from './call.js';
import { M } from './perms.js';
import { CLIENT_CHOOSABLE_FIELDS } from './client-field-words.js';

/**
 * The required-field chooser of the client profile (spec §5, issue 12 #1): an administrator
 * picks which profile fields a client of the branch must have filled in; the customer name and
 * the company full name are always required. UpdateClient (and the add form) are held to the
 * same choice by the server, whatever the request says.
 */
export * from './client-field-words.js';

const requiredFields = z.object({
  forced: z.array(z.string()).describe('always required: customer name and company full name'),
  chosen: z.array(z.enum(CLIENT_CHOOSABLE_FIELDS)).describe('the fields the branch made required'),
});

export const ClientRequiredFields = defineCall({
  method: 'GET',
  path: '/api/UManage/ClientRequiredFields',
  summary: "The client profile fields the branch requires (the forced two and the branch's choice)",
  mark: M.clientView,
  data: requiredFields,
});

export const SetClientRequiredFields = defineCall({
  method: 'POST',
  path: '/api/UManage/SetClientRequiredFields',
  summary: "Sets the profile fields the branch's clients must have filled in (the forced two always are)",
  mark: M.clientFields,
  body: z.object({ chosen: z.array(z.enum(CLIENT_CHOOSABLE_FIELDS)).max(CLIENT_CHOOSABLE_FIELDS.length).describe('fields to require; the forced two need not be named') }).strict(),
  data: requiredFields,
});
