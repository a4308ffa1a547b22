import { callAddress, UPLOAD_FIELD, type UploadedFile, type UploadImage, type UploadRulesCall } from '@bo/contract';
import { call, http, type Envelope } from './http';

const UPLOAD_IMAGE = callAddress<typeof UploadImage>('POST', '/api/Upload/Image');
const UPLOAD_RULES = callAddress<typeof UploadRulesCall>('GET', '/api/Upload/Rules');

/**
 * Sends one image to the upload service (multipart/form-data, field `file`) and answers its
 * address, size and thumbnail. `onProgress` gets the share sent, 0 to 1. Quiet: the upload
 * control shows a refusal itself. A second upload started meanwhile cancels this one (one
 * request per address, api/http.ts).
 */
export async function uploadImage(file: File, opts: { onProgress?: (share: number) => void } = {}): Promise<UploadedFile> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  const res = await http.post<Envelope<UploadedFile>>(UPLOAD_IMAGE.path, form, {
    // Not the instance's JSON type: axios then sends the form as it is, and the browser sets the boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
    quiet: true,
    onUploadProgress: (e) => opts.onProgress?.(e.total ? e.loaded / e.total : 0),
  });
  return res.data.data;
}

/** The branch's upload rules: its size limit and the accepted types (quiet: the control falls back to the default). */
export const getUploadRules = async () => (await call(UPLOAD_RULES, {}, { quiet: true })).data;
