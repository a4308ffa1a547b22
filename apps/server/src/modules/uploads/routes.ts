import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IMAGE_UPLOAD_MAX_BYTES, UPLOAD_FIELD, UploadFile, UploadImage } from '@bo/contract';
import { AppError } from '../../errors.js';
import { registerUploadCall, type Deps } from '../../route.js';
import { readFile, storeImage } from './service.js';

/** Content-addressed: a stored file never changes under its address. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Opened on its own (not as an <img>), a stored file is a sandboxed document that may load nothing. */
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** The one upload service (issue 11): store an image, serve a stored file by its address. */
export async function uploadsRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;

  registerUploadCall(app, deps, UploadImage, { audit: 'upload image', maxBytes: IMAGE_UPLOAD_MAX_BYTES, field: UPLOAD_FIELD }, async (req, file) => {
    const stored = await storeImage(db, req.session, file.content);
    req.audit = { targetId: stored.sha256, after: { url: stored.url, mime: stored.mime, bytes: stored.bytes, name: file.filename } };
    return stored;
  });

  // Not registerCall: no session (an <img> sends none), and the answer is the file, not JSON.
  app.route({
    method: UploadFile.method,
    url: UploadFile.path,
    schema: {
      summary: UploadFile.summary,
      description: 'No session needed: the address (the content\'s SHA-256) is the capability. Unknown or malformed addresses answer 404.',
      tags: ['Upload'],
      // Any text: a malformed address is "not found" (404), not a validation error.
      params: z.object({ gscode: z.string().max(200), name: z.string().max(200) }),
    },
    handler: async (req, reply) => {
      const { gscode, name } = req.params as { gscode: string; name: string };
      const file = await readFile(db, gscode, name);
      if (!file) throw new AppError('uploadNotFound', {}, 404);
      const etag = `"${file.sha256}"`;
      reply
        .header('content-type', file.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${name}"`)
        .header('content-security-policy', FILE_CSP)
        .header('cross-origin-resource-policy', 'same-origin')
        .header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(file.content);
    },
    // After the API's own onSend (which marks every /api/ answer no-store): this one is immutable.
    onSend: async (_req, reply, payload) => {
      if (reply.statusCode === 200 || reply.statusCode === 304) reply.header('cache-control', IMMUTABLE);
      return payload;
    },
  });
}
