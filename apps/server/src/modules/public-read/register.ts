import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AnyCall } from '@bo/contract';
import type { Db } from '../../db/client.js';
import { branches } from '../../db/schema.js';
import { notFoundRecord } from '../../errors.js';
import { registerRead, type CallRequest, type CallResult, type Deps } from '../../route.js';

/**
 * Registers one read of the public read API (contract public-read.ts): no session, the branch by
 * its code (an unknown code is 404, like a missing record), and the ETag and revalidation
 * headers of route.ts. `read` gets the branch's gscode and must answer only what the shop may
 * show: enabled, inside its time window, published. It reads from the replica when there is one.
 */
export function registerPublicRead<C extends AnyCall>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  read: (from: Db, gscode: string, req: CallRequest<C>) => Promise<CallResult<C>>,
): void {
  // The contract types a mark as any string, so the rule is checked where the read is registered.
  if (call.mark !== 'public')
    throw new Error(`${call.method} ${call.path} is registered as a public read but has the mark ${String(call.mark)}`);
  registerRead(
    app,
    deps,
    call,
    async (from, req) => {
      const gscode = (req.query as { branch: string }).branch;
      if (!(await branchExists(from, gscode))) throw notFoundRecord();
      return read(from, gscode, req);
    },
    { revalidate: true },
  );
}

async function branchExists(db: Db, gscode: string): Promise<boolean> {
  const rows = await db.select({ gscode: branches.gscode }).from(branches).where(eq(branches.gscode, gscode)).limit(1);
  return rows.length === 1;
}
