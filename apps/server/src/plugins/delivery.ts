import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** API answers smaller than this are sent as they are: compressing them costs more than it saves. */
const COMPRESS_THRESHOLD_BYTES = 1024;
/** Content-hashed build output: a changed file gets a new name, so browsers may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else of the web app (index.html, favicon): kept, but revalidated before each use. */
const REVALIDATE = 'no-cache';
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * How answers travel: API answers compressed on the fly (brotli at a fast level, or gzip) and
 * never stored by the browser; over HTTPS only, HSTS and the CSP's upgrade-insecure-requests
 * (over plain HTTP on an office address they would break every request). Register before the routes.
 */
export async function registerDelivery(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies stay plain JSON: no compressed uploads to inflate (and no zip bombs).
    globalDecompression: false,
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    if (req.protocol === 'https') {
      reply.header('strict-transport-security', HSTS);
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string' && !csp.includes('upgrade-insecure-requests')) {
        reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
      }
    }
    return payload;
  });
}

/**
 * The built web app: files compressed at build time (.br and .gz beside each, see
 * apps/web/scripts/build.mjs) are sent as they are; hashed assets are immutable for a year,
 * index.html and the rest are revalidated. Register after the routes.
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    // Looked up per request, so a rebuild while the server runs is served at once.
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', /[\\/]assets[\\/]/.test(filePath) ? IMMUTABLE : REVALIDATE);
    },
  });
}
