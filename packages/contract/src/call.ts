import { z } from 'zod';
import type { Mark } from './perms.js';

/**
 * One API call, defined once: the server registers it, validates with it and
 * documents it; the web types its request and response with it.
 */
export interface CallDef<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
  E extends z.ZodRawShape | undefined = z.ZodRawShape | undefined,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  /** Permission mark the caller's role must hold; `null` = any signed-in user; `'public'` = no session. */
  mark: Mark | null | 'public';
  query?: Q;
  body?: B;
  /** Schema of `data` inside the success envelope. */
  data: D;
  /** Extra top-level envelope fields (e.g. data2, data3 of the menu call). */
  extra?: E;
}

export function defineCall<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  D extends z.ZodType = z.ZodType,
  E extends z.ZodRawShape | undefined = undefined,
>(def: CallDef<Q, B, D, E>): CallDef<Q, B, D, E> {
  return def;
}

/** A call definition among the contract's exports (schemas, constants …). */
export const isCallDef = (v: unknown): v is CallDef =>
  typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'data' in v && 'mark' in v;

export type QueryOf<C> = C extends CallDef<infer Q, any, any, any> ? (Q extends z.ZodType ? z.input<Q> : never) : never;
export type BodyOf<C> = C extends CallDef<any, infer B, any, any> ? (B extends z.ZodType ? z.input<B> : never) : never;
export type DataOf<C> = C extends CallDef<any, any, infer D, any> ? z.output<D> : never;
/** The whole success envelope's extra fields (e.g. data2, data3), or {} when none. */
export type ExtraOf<C> = C extends CallDef<any, any, any, infer E>
  ? E extends z.ZodRawShape ? { [K in keyof E]: z.output<E[K]> } : {}
  : {};
