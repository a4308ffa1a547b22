import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';
import {
  Code,
  REQUEST_TIMEOUT_MS,
  type CallAddress,
  type AnyCall,
  type DataOf,
  type ExtraOf,
  type QueryOf,
  type BodyOf,
} from '@bo/contract';
import { showError } from '../lib/feedback';
import { useLockStore } from '../stores/lock';
import { useUserStore } from '../stores/user';
import { CLIENT_MESSAGES, describeFailure } from './error-message';
import { PendingRequests } from './pending-requests';
import { endSession, sessionEnding } from './session-expiry';

/** No extra envelope fields. */
export type NoExtra = Record<never, never>;

/** The success envelope of every call: { code: 0, msg, data, …extra }. */
export type Envelope<T, X = NoExtra> = { code: number; msg: string; data: T } & X;

/** A failed call: what the user was told, and whether the session ended. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: number,
    readonly cancelled = false,
    /** What a refusal carries beyond its message (AdminLogin's `{ totpRequired: true }`), else null. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The session is locked (the lock screen, issue 37 #4): the server refuses its calls until it is unlocked. */
const HTTP_LOCKED = 423;

/**
 * The call failed because the session ended (code 7), or the session is already ending: the
 * client has said so once and is on its way to /login, so a page shows no error or retry block
 * of its own for it (issue 8 #9): render the loading state instead. The same for a locked
 * session (HTTP 423): the lock screen covers the page, and the page reads again once unlocked.
 */
export const isSessionEnded = (e: unknown): boolean =>
  (e instanceof ApiError && (e.code === Code.SESSION_INVALID || e.status === HTTP_LOCKED)) || sessionEnding();

const pending = new PendingRequests();

/** The one axios instance (spec §7): base address from config, JSON, 100000 ms timeout. */
export const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? '',
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
});

const lang = () => useUserStore.getState().language;

/** 128 random bits in hex: crypto.randomUUID is missing over plain HTTP on an office address. */
const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

// Synchronous (no promise between the caller and the send): a call started just before a long
// render (the route loader's first calls, app/route-data.ts) is on the wire while it runs.
http.interceptors.request.use(
  (config) => {
    const { info } = useUserStore.getState();
    config.headers.set('x-token', info?.token ?? '');
    config.headers.set('x-user-id', info ? String(info.ID) : '');
    // The server answers in English when Accept-Language starts with "en", in Chinese otherwise.
    config.headers.set('Accept-Language', lang() === 'en' ? 'en' : 'zh-CN');
    // Each write once: a balancer that sends it again after a lost answer gets the first answer back.
    if (info && config.method?.toLowerCase() === 'post') config.headers.set('Idempotency-Key', newIdempotencyKey());
    // A call made `alongside` others to its address (one job's state beside another's) is not one to replace.
    if (config.alongside) return config;
    const key = PendingRequests.key(config.method, config.url);
    const controller = pending.start(key, CLIENT_MESSAGES.cancelled[lang()]);
    config.signal = controller.signal;
    (config as { pendingKey?: [string, AbortController] }).pendingKey = [key, controller];
    return config;
  },
  undefined,
  { synchronous: true },
);

const finish = (config: AxiosRequestConfig | undefined) => {
  const entry = (config as { pendingKey?: [string, AbortController] } | undefined)?.pendingKey;
  if (entry) pending.finish(...entry);
};

/** Per-request option: `quiet` leaves showing the error to the caller (e.g. the sign-in form). */
declare module 'axios' {
  interface AxiosRequestConfig {
    quiet?: boolean;
    /**
     * Neither cancels a pending request to the same address nor is cancelled by a later one: for
     * calls that differ only by their query and are meant to run side by side (Job/Get of two jobs).
     */
    alongside?: boolean;
  }
}

function fail(
  input: Parameters<typeof describeFailure>[1],
  status?: number,
  code?: number,
  quiet = false,
  data: unknown = null,
): never {
  const f = describeFailure(lang(), input);
  if (status === HTTP_LOCKED) {
    // Locked in this tab or another: the lock screen says it; the page under it shows nothing.
    useLockStore.getState().setLocked(true);
  } else if (f.sessionExpired) {
    // Several calls fail with code 7 at once (menu, figures, ranking…): one warning, one redirect.
    endSession(f.message);
  } else if (f.show && !quiet) {
    showError(f.message);
  } else if (input.cancelled) {
    console.debug(`[http] ${f.message}`); // a newer request to the same address replaced it: normal
  } else if (!quiet) {
    console.warn(`[http] ${f.message}`); // no response: logged, not shown (spec §8)
  } // quiet: the caller shows it (the sign-in form), so the console stays clean
  throw new ApiError(f.message, status, code, Boolean(input.cancelled), data);
}

http.interceptors.response.use(
  (res) => {
    finish(res.config);
    const body = res.data as { code?: number; msg?: string; data?: unknown } | Blob;
    if (body instanceof Blob || body?.code === undefined || body.code === Code.OK) return res;
    return fail({ status: res.status, body }, res.status, body.code, res.config.quiet, body.data ?? null);
  },
  (err: AxiosError<{ code?: number; msg?: string }>) => {
    finish(err.config);
    if (axios.isCancel(err)) return fail({ cancelled: true });
    if (!err.response) return fail({});
    return fail(
      { status: err.response.status, body: err.response.data },
      err.response.status,
      err.response.data?.code,
      err.config?.quiet,
    );
  },
);

type Params = Record<string, unknown>;
export interface CallOptions {
  quiet?: boolean;
  alongside?: boolean;
}

export async function get<T, X = NoExtra>(
  url: string,
  params?: Params,
  opts: CallOptions = {},
): Promise<Envelope<T, X>> {
  return (await http.get<Envelope<T, X>>(url, { params, ...opts })).data;
}
export async function post<T, X = NoExtra>(
  url: string,
  body?: unknown,
  opts: CallOptions = {},
): Promise<Envelope<T, X>> {
  return (await http.post<Envelope<T, X>>(url, body ?? {}, opts)).data;
}
export async function put<T, X = NoExtra>(
  url: string,
  body?: unknown,
  opts: CallOptions = {},
): Promise<Envelope<T, X>> {
  return (await http.put<Envelope<T, X>>(url, body ?? {}, opts)).data;
}
export async function del<T, X = NoExtra>(
  url: string,
  params?: Params,
  opts: CallOptions = {},
): Promise<Envelope<T, X>> {
  return (await http.delete<Envelope<T, X>>(url, { params, ...opts })).data;
}
/** A post whose answer is a file (spec §7 blob download). */
export async function download(url: string, body?: unknown): Promise<Blob> {
  return (await http.post<Blob>(url, body ?? {}, { responseType: 'blob' })).data;
}

export type CallInput<C extends AnyCall> = { query?: QueryOf<C>; body?: BodyOf<C> };
export type CallResult<C extends AnyCall> = Envelope<DataOf<C>, ExtraOf<C>>;

/**
 * Calls an endpoint of the contract, typed by its definition. Pass the definition, or its
 * `callAddress` (method and path only) where the definition's zod schemas should stay out of
 * the bundle (the frame and the dashboard's api files).
 */
export function call<C extends AnyCall>(
  def: C | CallAddress<C>,
  input: CallInput<C> = {},
  opts: CallOptions = {},
): Promise<CallResult<C>> {
  switch (def.method) {
    case 'GET':
      return get(def.path, input.query as Params, opts);
    case 'DELETE':
      return del(def.path, input.query as Params, opts);
    case 'PUT':
      return put(def.path, input.body, opts);
    default:
      return post(def.path, input.body, opts);
  }
}
