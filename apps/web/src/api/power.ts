import {
  callAddress,
  POWER_REQUEST_PATH,
  type DecidePower,
  type DecidePowerBody,
  type GetPowerRequest,
  type save_power_sq,
} from '@bo/contract';
import { call, http, type CallResult } from './http';

/**
 * Power requests (issue 14 #3). save_power_sq goes to its own host (spec §7 "a different fixed
 * external host"): VITE_POWER_REQUEST_BASE at build time, '' = the API's own address. It goes
 * through the one axios instance, so it carries x-token and x-user-id like every request.
 */
const POWER_REQUEST_BASE = (import.meta.env.VITE_POWER_REQUEST_BASE ?? '').replace(/\/+$/, '');

const GET = callAddress<typeof GetPowerRequest>('GET', '/api/Power/Get');
const DECIDE = callAddress<typeof DecidePower>('POST', '/api/Power/Decide');

export interface PowerAsk {
  powers: string;
  menunames: string;
  guestcode: string;
  gscode: string;
}

/** What the dialog shows (spec §8): sent (res_code 1) or not, with the server's message when it gave one. */
export interface PowerAnswer {
  sent: boolean;
  message: string;
}

/**
 * Sends the application. A refusal in the console's envelope (code 8) throws an ApiError with its
 * message, not shown as a toast (quiet: the dialog shows it); an answer of another host with only
 * res_code and res_msg is read as §7 describes it.
 */
export async function requestPower(ask: PowerAsk): Promise<PowerAnswer> {
  const res = await http.get<Partial<CallResult<typeof save_power_sq>>>(`${POWER_REQUEST_BASE}${POWER_REQUEST_PATH}`, {
    params: { action: 'save_power_sq', ...ask },
    quiet: true,
  });
  const body = res.data ?? {};
  return { sent: Number(body.res_code) === 1, message: typeof body.res_msg === 'string' ? body.res_msg : '' };
}

export const getPowerRequest = async (id: number) => (await call(GET, { query: { id } })).data;

/** Quiet: the decision dialog shows a refusal where it happened. */
export const decidePower = async (body: DecidePowerBody) => (await call(DECIDE, { body }, { quiet: true })).data;
