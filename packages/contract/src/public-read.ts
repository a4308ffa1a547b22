import { z } from 'zod';

/**
 * The public read API (issue 13 #10): what the console edits, read by the branch's shop. No
 * session; the branch is named by its code; only what is enabled and inside its time window is
 * answered; every answer carries a weak ETag and `cache-control: public, no-cache`, so a shop
 * revalidates and gets 304 while nothing changed. Every public read is a GET under
 * PUBLIC_READ_PREFIX with `mark: 'public'` and a query built by publicQuery; docs/public-api.md
 * describes them for the shop's developers.
 */
export const PUBLIC_READ_PREFIX = '/api/Public/';

/** A branch code as users sign in with it. */
export const publicBranch = z
  .string()
  .trim()
  .max(20)
  .regex(/^[A-Za-z0-9_-]{1,20}$/, 'a branch code')
  .describe('the branch code, e.g. 001');

/** The query of a public read: the branch, plus the read's own fields. */
export const publicQuery = <S extends z.ZodRawShape>(shape: S) => z.object({ branch: publicBranch, ...shape }).strict();
