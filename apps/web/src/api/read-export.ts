import { EXPORT_CONTENT_TYPE, ExportFrameDecoder, type ExportEnd, type ExportProgress } from '@bo/contract';
import { describeFailure } from './error-message';
import { endSession } from './session-expiry';
import { useUserStore } from '../stores/user';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Why an export (or another call answering in frames) did not end: `server` carries the server's
 * message (already in the user's language); the others are worded by the dialog. `cut`: the
 * answer stopped before its end frame, or was not frames at all.
 */
export type ExportFailureKind = 'server' | 'cancelled' | 'network' | 'cut';
export class ExportFailure extends Error {
  constructor(
    readonly kind: ExportFailureKind,
    message: string = kind,
  ) {
    super(message);
    this.name = 'ExportFailure';
  }
}

export interface ExportResult {
  blob: Blob;
  fileName: string;
  rows: number;
}

/**
 * Reads an answer's frames (contract list.ts) as they arrive: progress is reported, data frames
 * handed to `onData`, and the answer is complete only with the end frame, whose JSON the call
 * defines (an export's ExportEnd, a WeChat reload's ReloadResult). An error frame becomes a
 * `server` failure with its message.
 */
export async function readFrames<E extends object>(
  body: ReadableStream<Uint8Array>,
  onProgress: (p: ExportProgress) => void,
  onData: (bytes: Uint8Array) => void = () => {},
): Promise<E> {
  const decoder = new ExportFrameDecoder<E>();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      let frames;
      try {
        frames = decoder.push(value);
      } catch {
        throw new ExportFailure('cut');
      }
      for (const f of frames) {
        if (f.kind === 'progress') onProgress(f.value);
        else if (f.kind === 'data') onData(f.bytes);
        else if (f.kind === 'error') throw new ExportFailure('server', f.value.msg);
        else return f.value;
      }
    }
  } finally {
    reader.releaseLock();
  }
  throw new ExportFailure('cut');
}

/** Reads an export answer: the file's bytes gathered, complete with the end frame. */
export async function readExportFrames(
  body: ReadableStream<Uint8Array>,
  onProgress: (p: ExportProgress) => void,
): Promise<ExportResult> {
  const parts: Uint8Array[] = [];
  const end = await readFrames<ExportEnd>(body, onProgress, (bytes) => parts.push(bytes));
  return { blob: new Blob(parts as BlobPart[], { type: XLSX_TYPE }), fileName: end.fileName, rows: end.rows };
}

/**
 * Runs one call answering in frames: `path` with `query` (GET) or a JSON `body` (POST), the
 * session's headers (as the HTTP client sends them), aborted by `signal` when given. A refusal
 * before the frames start is an ordinary JSON envelope: its message is the failure's, and code 7
 * ends the session as everywhere else. `read` reads the frames.
 */
async function callFrames<T>(
  path: string,
  req: { query?: Record<string, string>; body?: unknown; signal?: AbortSignal },
  read: (body: ReadableStream<Uint8Array>) => Promise<T>,
): Promise<T> {
  try {
    const res = await fetch(urlOf(path, req.query), {
      signal: req.signal,
      headers: {
        ...sessionHeaders(),
        ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(req.body !== undefined ? { method: 'POST', body: JSON.stringify(req.body) } : {}),
    });
    if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith(EXPORT_CONTENT_TYPE) || !res.body) {
      return await refuse(res);
    }
    return await read(res.body);
  } catch (e) {
    if (req.signal?.aborted) throw new ExportFailure('cancelled');
    if (e instanceof ExportFailure) throw e;
    throw new ExportFailure('network');
  }
}

const urlOf = (path: string, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString().replace(/%2C/gi, ',');
  return `${import.meta.env.VITE_API_BASE ?? ''}${path}${search ? `?${search}` : ''}`;
};

/** The session's headers, as the HTTP client sends them with every call. */
function sessionHeaders(): Record<string, string> {
  const { info, language } = useUserStore.getState();
  return {
    'x-token': info?.token ?? '',
    'x-user-id': info ? String(info.ID) : '',
    'Accept-Language': language === 'en' ? 'en' : 'zh-CN',
  };
}

/**
 * An answer that is not what was asked for: a refusal's JSON envelope, whose message becomes the
 * failure's (code 7 ends the session as everywhere else, and the failure is then `cancelled`).
 */
async function refuse(res: Response): Promise<never> {
  const envelope = (await res.json().catch(() => null)) as { code?: unknown; msg?: unknown } | null;
  const f = describeFailure(useUserStore.getState().language, { status: res.status, body: envelope });
  if (f.sessionExpired) {
    endSession(f.message);
    throw new ExportFailure('cancelled', f.message);
  }
  throw new ExportFailure('server', f.message);
}

/**
 * Fetches a file a call answers as it is (a job's .xlsx, GET with `query`), with the session's
 * headers. A refusal (a JSON envelope, or an answer of another type than `type`) fails with an
 * ExportFailure carrying the server's message; no answer at all is `network`.
 */
export async function fetchFile(path: string, query: Record<string, string>, type = XLSX_TYPE): Promise<Blob> {
  try {
    const res = await fetch(urlOf(path, query), { headers: sessionHeaders() });
    if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith(type)) return await refuse(res);
    return new Blob([await res.arrayBuffer()], { type });
  } catch (e) {
    if (e instanceof ExportFailure) throw e;
    throw new ExportFailure('network');
  }
}

/** Runs one export call: `path` with the list's filters and sort (GET); resolves with the file. */
export async function runExport(
  path: string,
  query: Record<string, string>,
  opts: { signal: AbortSignal; onProgress: (p: ExportProgress) => void },
): Promise<ExportResult> {
  return callFrames(path, { query, signal: opts.signal }, (body) => readExportFrames(body, opts.onProgress));
}

/**
 * Runs one POST call streaming its progress in the same frames (a WeChat reload): resolves with
 * its end frame's JSON, `E` as the call defines it; fails as an export does (ExportFailure).
 */
export async function runStreamedCall<E extends object>(
  path: string,
  body: unknown,
  opts: { signal?: AbortSignal; onProgress: (p: ExportProgress) => void },
): Promise<E> {
  return callFrames(path, { body, signal: opts.signal }, (b) => readFrames<E>(b, opts.onProgress));
}

/** Hands a file to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked once the browser has taken the file over.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
