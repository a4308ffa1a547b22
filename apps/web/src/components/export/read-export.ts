import { EXPORT_CONTENT_TYPE, ExportFrameDecoder, type ExportProgress } from '@bo/contract';
import { describeFailure } from '../../api/error-message';
import { endSession } from '../../api/session-expiry';
import { useUserStore } from '../../stores/user';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Why an export did not give a file: `server` carries the server's message (already in the
 * user's language); the others are worded by the dialog. `cut`: the answer stopped before its
 * end frame, or was not export frames at all.
 */
export type ExportFailureKind = 'server' | 'cancelled' | 'network' | 'cut';
export class ExportFailure extends Error {
  constructor(readonly kind: ExportFailureKind, message: string = kind) {
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
 * Reads an export answer's frames (contract list.ts) as they arrive: progress is reported,
 * the file's bytes gathered, and the file is complete only with the end frame. An error frame
 * becomes a `server` failure with its message.
 */
export async function readExportFrames(body: ReadableStream<Uint8Array>, onProgress: (p: ExportProgress) => void): Promise<ExportResult> {
  const decoder = new ExportFrameDecoder();
  const parts: Uint8Array[] = [];
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
        else if (f.kind === 'data') parts.push(f.bytes);
        else if (f.kind === 'error') throw new ExportFailure('server', f.value.msg);
        else return { blob: new Blob(parts as BlobPart[], { type: XLSX_TYPE }), fileName: f.value.fileName, rows: f.value.rows };
      }
    }
  } finally {
    reader.releaseLock();
  }
  throw new ExportFailure('cut');
}

/**
 * Runs one export call: `path` with the list's filters and sort, the session's headers (as the
 * HTTP client sends them), aborted by `signal`. A refusal before the file starts is an ordinary
 * JSON envelope: its message is the failure's, and code 7 ends the session as everywhere else.
 */
export async function runExport(
  path: string,
  query: Record<string, string>,
  opts: { signal: AbortSignal; onProgress: (p: ExportProgress) => void },
): Promise<ExportResult> {
  const { info, language } = useUserStore.getState();
  const search = new URLSearchParams(query).toString().replace(/%2C/gi, ',');
  const url = `${import.meta.env.VITE_API_BASE ?? ''}${path}${search ? `?${search}` : ''}`;
  try {
    const res = await fetch(url, {
      signal: opts.signal,
      headers: {
        'x-token': info?.token ?? '',
        'x-user-id': info ? String(info.ID) : '',
        'Accept-Language': language === 'en' ? 'en' : 'zh-CN',
      },
    });
    if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith(EXPORT_CONTENT_TYPE) || !res.body) {
      const envelope = (await res.json().catch(() => null)) as { code?: unknown; msg?: unknown } | null;
      const f = describeFailure(language, { status: res.status, body: envelope });
      if (f.sessionExpired) {
        endSession(f.message);
        throw new ExportFailure('cancelled', f.message);
      }
      throw new ExportFailure('server', f.message);
    }
    return await readExportFrames(res.body, opts.onProgress);
  } catch (e) {
    if (opts.signal.aborted) throw new ExportFailure('cancelled');
    if (e instanceof ExportFailure) throw e;
    throw new ExportFailure('network');
  }
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
