import {
  AddClient,
  ClientDuplicates,
  ClientInfo,
  ClientRequiredFields,
  get_UserInfo,
  GetQpcGuestcode,
  UpdateClient,
  type ClientAdd,
  type ClientUpdate,
  type UserInfo,
} from '@bo/contract';
import { call } from './http';

/**
 * The client-info dialog's calls: read a client by customer number (ClientInfo) or by name
 * (get_UserInfo), and save an edited profile (UpdateClient). Errors are left to the caller
 * (`quiet`), which shows the server's message in the dialog itself.
 */
export const getClientInfo = (u: UserInfo, guestcode: string) =>
  call(ClientInfo, { query: { guestcode, gscode: u.gscode } }, { quiet: true });

export const getClientByName = (u: UserInfo, guestname: string) =>
  call(get_UserInfo, { query: { guestcode: u.reguserno, gscode: u.gscode, guestname } }, { quiet: true });

export const updateClient = (body: ClientUpdate) => call(UpdateClient, { body }, { quiet: true });

/** The profile fields the branch requires beyond the forced ones (spec §5's chooser); the server holds UpdateClient to them too. */
export const getRequiredFields = () => call(ClientRequiredFields, {}, { quiet: true });

/** The add form: the number the next client would get (nothing is reserved), clients it may duplicate, and the save. */
export const getNextGuestcode = () => call(GetQpcGuestcode, {}, { quiet: true });
export const findDuplicates = (guestname: string, mobile: string) =>
  call(ClientDuplicates, { query: { guestname, mobile } }, { quiet: true });
export const addClient = (body: ClientAdd) => call(AddClient, { body }, { quiet: true });
