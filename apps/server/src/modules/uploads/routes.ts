import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  errorEnvelope,
  IMAGE_MIME_TYPES,
  MB,
  UPLOAD_FIELD,
  UPLOAD_MAX_PIXELS,
  UploadFile,
  UploadImage,
  UploadRulesCall,
  UploadThumb,
} from '@bo/contract';
import { AppError } from '../../errors.js';
import { documentOf, registerCall, registerUploadCall, type Deps } from '../../route.js';
import { branchLimits } from '../../plugins/branch-limits.js';
import { readFile, readThumb, storeImage } from './service.js';

/** Content-addressed: a stored file never changes under its address. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Opened on its own (not as an <img>), a stored file is a sandboxed document that may load nothing. */
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** The one upload service (issue 11, 13): store an image, its rules, serve a stored file and its thumbnail by address. */
export async function uploadsRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;

  /** The branch's limit (system settings), never above the server's cap. */
  const maxBytesOf = async (gscode: string) =>
    Math.min(config.UPLOAD_MAX_BYTES, (await branchLimits(db, gscode)).uploadMaxBytes);

  // The multipart reader stops at the server's cap; the branch's own limit is checked on what was read.
  registerUploadCall(
    app,
    deps,
    UploadImage,
    { audit: 'upload image', maxBytes: config.UPLOAD_MAX_BYTES, field: UPLOAD_FIELD },
    async (req, file) => {
      req.audit = { after: { name: file.filename, bytes: file.content.length } };
      const max = await maxBytesOf(req.session.gscode);
      if (file.content.length > max) throw new AppError('uploadOverBranchLimit', { limit: max / MB }, 413);
      const stored = await storeImage(db, req.session, file.content);
      req.audit = {
        targetId: stored.sha256,
        after: {
          url: stored.url,
          mime: stored.mime,
          bytes: stored.bytes,
          width: stored.width,
          height: stored.height,
          name: file.filename,
        },
      };
      return stored;
    },
  );

  registerCall(app, deps, UploadRulesCall, async (req) => {
    const maxBytes = await maxBytesOf(req.session.gscode);
    return { maxBytes, maxMb: Math.floor(maxBytes / MB), types: [...IMAGE_MIME_TYPES], maxPixels: UPLOAD_MAX_PIXELS };
  });

  // Not registerCall: no session (an <img> sends none), and the answer is the file, not JSON.
  const serve = (
    call: typeof UploadFile | typeof UploadThumb,
    description: string,
    read: (gscode: string, name: string) => Promise<{ etag: string; mime: string; content: Buffer } | null>,
  ) =>
    app.route({
      method: call.method,
      url: call.path,
      schema: {
        ...documentOf(call, description),
        // Any text: a malformed address is "not found" (404), not a validation error.
        params: z.object({ gscode: z.string().max(200), name: z.string().max(200) }),
        // The file itself on 200 (openapi.ts documents its media types); a refusal is the envelope.
        response: { '4xx': errorEnvelope, '5xx': errorEnvelope },
      },
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const { gscode, name } = req.params as { gscode: string; name: string };
        const file = await read(gscode, name);
        if (!file) throw new AppError('uploadNotFound', {}, 404);
        reply
          .header('content-type', file.mime)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `inline; filename="${name}"`)
          .header('content-security-policy', FILE_CSP)
          .header('cross-origin-resource-policy', 'same-origin')
          .header('etag', file.etag);
        if (req.headers['if-none-match'] === file.etag) return reply.code(304).send();
        return reply.send(file.content);
      },
      // After the API's own onSend (which marks every /api/ answer no-store): this one is immutable.
      onSend: async (_req, reply, payload) => {
        if (reply.statusCode === 200 || reply.statusCode === 304) reply.header('cache-control', IMMUTABLE);
        return payload;
      },
    });

  serve(
    UploadFile,
    "No session needed: the address (the content's SHA-256) is the capability. Unknown or malformed addresses answer 404.",
    async (gscode, name) => {
      const file = await readFile(db, gscode, name);
      return file && { etag: `"${file.sha256}"`, mime: file.mime, content: file.content };
    },
  );
  serve(
    UploadThumb,
    'No session needed, like the file: a WebP thumbnail of a stored image. Unknown or malformed addresses answer 404.',
    async (gscode, name) => {
      const thumb = await readThumb(db, gscode, name);
      return thumb && { etag: `"${thumb.sha256}-thumb"`, mime: 'image/webp', content: thumb.content };
    },
  );
}
