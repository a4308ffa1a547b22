import { z } from 'zod';
import { defineCall } from './call.js';
import { M } from './perms.js';
import { CLIENT_CHOOSABLE_FIELDS } from './client-field-words.js';
import { CLIENT_REQUIRED_RULE, clientProfile, clientUpdate } from './clients.js';

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
  body: z
    .object({
      chosen: z
        .array(z.enum(CLIENT_CHOOSABLE_FIELDS))
        .max(CLIENT_CHOOSABLE_FIELDS.length)
        .describe('fields to require; the forced two need not be named'),
    })
    .strict(),
  data: requiredFields,
});

// ---------------------------------------------------------------------------------------------
// A new client (the clients tab's add form).

/** The add form's body: the profile of UpdateClient without the customer number, which the server hands out. */
export const clientAdd = clientUpdate.omit({ guestcode: true });
export type ClientAdd = z.input<typeof clientAdd>;

/** Adds a client of the branch with the next customer number (GetQpcGuestcode's), held to the branch's required fields. */
export const AddClient = defineCall({
  method: 'POST',
  path: '/api/UManage/AddClient',
  summary:
    "Adds a client of the branch; the server hands out its customer number; the branch's required fields must be filled in",
  mark: M.clientAdd,
  rules: [CLIENT_REQUIRED_RULE],
  body: clientAdd,
  data: clientProfile,
});

export const clientLikeness = z.object({
  guestcode: z.string(),
  guestname: z.string(),
  longname: z.string(),
  mobile: z.string(),
  sameName: z.boolean(),
  sameMobile: z.boolean(),
});
export type ClientLikeness = z.infer<typeof clientLikeness>;

/** Clients of the branch that a new one may duplicate: the same customer name (any case) or the same mobile. */
export const ClientDuplicates = defineCall({
  method: 'GET',
  path: '/api/UManage/ClientDuplicates',
  summary:
    'Clients of the branch with the same customer name (any case) or the same mobile, at most 5: the add form warns before saving',
  mark: M.clientAdd,
  query: z.object({
    guestname: z.string().trim().max(100).optional().describe('customer name'),
    mobile: z.string().trim().max(30).optional().describe('mobile'),
  }),
  data: z.array(clientLikeness).max(5),
});
