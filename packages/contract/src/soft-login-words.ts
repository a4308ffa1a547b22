/** The words of the desktop-software sign-in (soft-login.ts) without any schema, for the browser's bundles. */

/** How long a sign-in token can be exchanged. */
export const SOFT_TOKEN_TTL_SECONDS = 60;
/** Every key starts with this, so a leaked one is recognisable (secret scanners). */
export const SOFT_KEY_PREFIX = 'bo_sk_';
/** Characters of the key kept and listed to tell keys apart (the prefix and 6 more). */
export const SOFT_KEY_SHOWN_CHARS = SOFT_KEY_PREFIX.length + 6;
export const SOFT_KEY_NAME_MAX = 50;
/** The header the desktop program sends its key in. */
export const SOFT_KEY_HEADER = 'x-api-key';
