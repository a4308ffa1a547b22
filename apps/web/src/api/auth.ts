import { AdminLogin, AdminLogout, type LoginBody } from '@bo/contract';
import { call } from './http';

/** Quiet: the sign-in form shows the server's message itself. */
export const adminLogin = (body: LoginBody) => call(AdminLogin, { body }, { quiet: true });
export const adminLogout = () => call(AdminLogout);
