import { callAddress, type LockSession, type UnlockSession } from '@bo/contract';
import { call } from './http';

/** By address only: the user menu is part of the frame, which carries no zod schema (api/auth.ts does). */
const LOCK = callAddress<typeof LockSession>('POST', '/api/LAdmin/Lock');
const UNLOCK = callAddress<typeof UnlockSession>('POST', '/api/LAdmin/Unlock');

/** Locks this session (the lock screen): the server refuses its other calls until it is unlocked. */
export const lockSession = () => call(LOCK);
/** Quiet: the lock screen shows a wrong password or the pause itself. */
export const unlockSession = (password: string) => call(UNLOCK, { body: { password } }, { quiet: true });
