import { ApiError } from '../api/http';

/**
 * Reading a refused call (no antd here, so a page that only needs these words of an error does
 * not load the dialog parts): the message to show, and whether it was a 409.
 */
export const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Someone changed the row since the list was read: the server says so with a 409. */
export const isStale = (e: unknown) => e instanceof ApiError && e.status === 409;
