import { callAddress, UPLOAD_FIELD, type UploadedFile, type UploadImage, type UploadRulesCall } from '@bo/contract';
import { call, http, type Envelope } from './http';

const UPLOAD_IMAGE = callAddress<typeof UploadImage>('POST', '/api/Upload/Image');
const UPLOAD_RULES = callAddress<typeof UploadRulesCall>('GET', '/api/Upload/Rules');

/**
 * Sends one file as multipart/form-data (field `file`, the contract's UPLOAD_FIELD) and answers the
 * envelope's data: the one way the console uploads (images, sheets, backups). Quiet: the control
 * that sent it shows a refusal itself. `onProgress` gets the share sent, 0 to 1; `timeout` 0 waits
 * as long as a big file takes.
 */
export async function postFile<T>(
  path: string,
  file: File,
  opts: { params?: object; onProgress?: (share: number) => void; timeout?: number } = {},
): Promise<T> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  const res = await http.post<Envelope<T>>(path, form, {
    params: opts.params,
    // Not the instance's JSON type: axios then sends the form as it is, and the browser sets the boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
    quiet: true,
    ...(opts.timeout === undefined ? {} : { timeout: opts.timeout }),
    onUploadProgress: (e) => opts.onProgress?.(e.total ? e.loaded / e.total : 0),
  });
  return res.data.data;
}

/**
 * Sends one image to the upload service and answers its address, size and thumbnail. A second
 * upload started meanwhile cancels this one (one request per address, api/http.ts).
 */
export const uploadImage = (file: File, opts: { onProgress?: (share: number) => void } = {}): Promise<UploadedFile> =>
  postFile<UploadedFile>(UPLOAD_IMAGE.path, file, opts);

/** The branch's upload rules: its size limit and the accepted types (quiet: the control falls back to the default). */
export const getUploadRules = async () => (await call(UPLOAD_RULES, {}, { quiet: true })).data;
