import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';

/**
 * The console's page (index.html) may frame exactly the origins of the catalogue's enabled
 * embedded rows, and nothing else: its Content-Security-Policy gets `frame-src 'self' <origins>`
 * when it is sent. Without such rows the policy stays as it was (default-src 'self' applies).
 * The list is read from the database for each page load, which is also when the console fetches
 * its menu, so a row embedded or taken away applies from the next load in every server process.
 * Origins, not whole addresses: a framed site navigating inside the frame stays allowed.
 */
export async function embedOrigins(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ link: string }>(
    sql`select distinct link from menus where embed and status = 1 and link <> ''`,
  );
  const origins = new Set<string>();
  for (const { link } of rows) {
    try {
      const u = new URL(link);
      if (u.protocol === 'http:' || u.protocol === 'https:') origins.add(u.origin);
    } catch {
      // Only checked addresses are stored; anything else is simply not allowed.
    }
  }
  return [...origins].sort();
}

/** Adds the frame-src directive to the policy of every HTML answer (the console's page). */
export function registerFrameSources(app: FastifyInstance, db: Db): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const csp = reply.getHeader('content-security-policy');
    if (!type.startsWith('text/html') || typeof csp !== 'string' || req.url.startsWith('/docs')) return payload;
    const origins = await embedOrigins(db).catch((err: unknown) => {
      req.log.error({ err }, 'reading the embedded menu rows failed');
      return [];
    });
    if (origins.length) {
      const rest = csp
        .split(';')
        .map((d) => d.trim())
        .filter((d) => d && !d.startsWith('frame-src'));
      reply.header('content-security-policy', [...rest, `frame-src 'self' ${origins.join(' ')}`].join(';'));
    }
    return payload;
  });
}
