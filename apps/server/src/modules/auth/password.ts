import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id; the package declares it as an ambient const enum. */
const ARGON2ID = 2 as Algorithm;

/** argon2id with OWASP ASVS 5 minimums: 19 MiB memory, 2 iterations. */
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword('not-a-real-password'));
