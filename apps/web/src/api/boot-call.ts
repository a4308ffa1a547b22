import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

/**
 * A GET that public/boot.js started before the app's code was in: the menu call of a signed-in
 * address, which on a phone's connection would otherwise queue behind the requests for that code
 * (docs/decisions/0159-the-menu-call-starts-in-the-boot-script.md).
 */
export interface BootCall {
  path: string;
  /** The query as sent: every value a string. */
  query: Record<string, string>;
  /** The headers that name the session and the language, as sent. */
  headers: Record<string, string>;
  answer: Promise<Response>;
}

declare global {
  interface Window {
    boBootCall?: BootCall;
  }
}

const network = axios.getAdapter(axios.defaults.adapter);

/** Whether the call axios is about to send is exactly the one the boot script sent. */
export function sameCall(started: BootCall, config: InternalAxiosRequestConfig): boolean {
  if (config.method?.toUpperCase() !== 'GET' || config.baseURL || config.url !== started.path) return false;
  const params = (config.params ?? {}) as Record<string, unknown>;
  const keys = Object.keys(params).filter((k) => params[k] !== undefined);
  if (keys.length !== Object.keys(started.query).length) return false;
  if (keys.some((k) => typeof params[k] !== 'string' || params[k] !== started.query[k])) return false;
  return Object.entries(started.headers).every(([name, value]) => config.headers.get(name) === value);
}

/** The boot script's answer as axios's own adapter would have given it. */
async function adopt(answer: Promise<Response>, config: InternalAxiosRequestConfig) {
  let res: Response;
  try {
    res = await answer;
  } catch {
    throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  }
  const data = await res.text();
  // A newer call to the same address replaced this one meanwhile (api/pending-requests.ts).
  if (config.signal?.aborted) throw new axios.CanceledError(undefined, undefined, config);
  const response = {
    data,
    status: res.status,
    statusText: res.statusText,
    headers: AxiosHeaders.from(Object.fromEntries(res.headers)),
    config,
    request: {},
  };
  if (!config.validateStatus || config.validateStatus(res.status)) return response;
  const code = res.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  throw new AxiosError(`Request failed with status code ${res.status}`, code, config, {}, response);
}

/**
 * The adapter of a call the boot script may have started: the first call to its address takes its
 * answer when it is the same call (address, query, session, language), and only that one; a
 * later call (the menu fetched again after a change) and any other call go to the network.
 */
export const bootCallAdapter: AxiosAdapter = (config) => {
  const started = window.boBootCall;
  if (!started || config.url !== started.path) return network(config);
  delete window.boBootCall;
  return sameCall(started, config) ? adopt(started.answer, config) : network(config);
};
