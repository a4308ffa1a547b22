/* eslint-disable @typescript-eslint/no-explicit-any -- type-level plumbing over any call definition: CallDef's members are invariant in their schemas, so `unknown` in these constraints and infer positions would refuse every specific call. */
import { z } from 'zod';
import type { Mark } from './perms.js';

/**
 * One API call, defined once: the server registers it, validates with it and
 * documents it; the web types its request and response with it.
 */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A success answer that is not the JSON envelope: a file, export frames, an event stream. The
 * OpenAPI document lists these media types for HTTP 200 (beside application/json for a refusal,
 * which stays an envelope), so a tool reading the document expects the bytes the call sends.
 */
export interface NonJsonAnswer {
  mediaTypes: readonly string[];
  /** What the bytes are, for the document. */
  description: string;
  /** Named once in the document (components/schemas) when several calls answer the same format. */
  name?: string;
}

export interface CallDef<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
  E extends z.ZodRawShape | undefined = z.ZodRawShape | undefined,
  M extends CallMethod = CallMethod,
  P extends string = string,
> {
  method: M;
  path: P;
  summary: string;
  /** Permission mark the caller's role must hold; `null` = any signed-in user; `'public'` = no session. */
  // eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents -- Mark is a plain string; 'public' names the third case for the reader.
  mark: Mark | null | 'public';
  query?: Q;
  body?: B;
  /** Schema of `data` inside the success envelope. */
  data: D;
  /** Extra top-level envelope fields (e.g. data2, data3 of the menu call). */
  extra?: E;
  /**
   * The call acts on another account or on a role (changes, signs in as, hands out or removes it):
   * the server refuses it unless the caller holds every mark that account's or role's grants carry,
   * in any state ("no mark you lack"); the escalation walk tries every such call.
   */
  actsOn?: 'account' | 'role';
  /**
   * The mark depends on what the request asks for: the body's `kind` names it (JobStart: an
   * export's kind needs that export's mark). The server requires it as it requires `mark` (which is
   * then null), before the input is checked; a body naming no known kind needs any one of them.
   */
  markByKind?: Readonly<Record<string, Mark>>;
  /**
   * Only the platform owner's branch may make the call, whatever marks another branch's role holds,
   * because what it reads or changes is every branch's: the menu catalogue, the database, or the
   * branches themselves (headquarters). The server refuses it (403) for any other branch, in words
   * that name what is shared.
   */
  platformOnly?: 'menu' | 'database' | 'branches';
  /**
   * What the server also refuses with HTTP 400 that the schemas cannot say (a rule across fields,
   * an image that must be one the branch uploaded): the document lists them in the call's
   * description, so a client that follows the document knows every reason for a 400.
   */
  rules?: readonly string[];
  /**
   * A refusal (code 8) of this call may carry `data` of this shape instead of null: AdminLogin's
   * `{ totpRequired: true }` after a right password of an account that signs in with a code.
   */
  refusal?: z.ZodType;
  /** The success answer is not the JSON envelope (`data` is then z.null(), never sent). */
  answers?: NonJsonAnswer;
}

/** Keeps the method and path as literal types, so a client can name a call by them alone (see CallAddress). */
export function defineCall<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  D extends z.ZodType = z.ZodType,
  E extends z.ZodRawShape | undefined = undefined,
  const M extends CallMethod = CallMethod,
  const P extends string = string,
>(def: CallDef<Q, B, D, E, M, P>): CallDef<Q, B, D, E, M, P> {
  return def;
}

/**
 * A call named by its method and path only, typed by its definition: what a browser needs to
 * make the call, without the zod schemas the definition object holds (and keeps in a bundle).
 * `callAddress<typeof X>('GET', '/api/…')` only type-checks with X's own method and path.
 */
export interface CallAddress<C extends CallDef<any, any, any, any>> {
  method: C['method'];
  path: C['path'];
  /** Type only: the definition this address stands for. */
  readonly __call?: C;
}

export const callAddress = <C extends CallDef<any, any, any, any>>(
  method: C['method'],
  path: C['path'],
): CallAddress<C> => ({ method, path });

/** Any call definition, as a constraint: `C extends AnyCall`. */
export type AnyCall = CallDef<any, any, any, any>;

/** A call definition among the contract's exports (schemas, constants …). */
export const isCallDef = (v: unknown): v is CallDef =>
  typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'data' in v && 'mark' in v;

export type QueryOf<C> = C extends CallDef<infer Q, any, any, any> ? (Q extends z.ZodType ? z.input<Q> : never) : never;
export type BodyOf<C> = C extends CallDef<any, infer B, any, any> ? (B extends z.ZodType ? z.input<B> : never) : never;
export type DataOf<C> = C extends CallDef<any, any, infer D, any> ? z.output<D> : never;
/** The whole success envelope's extra fields (e.g. data2, data3), or {} when none. */
export type ExtraOf<C> =
  C extends CallDef<any, any, any, infer E>
    ? E extends z.ZodRawShape
      ? { [K in keyof E]: z.output<E[K]> }
      : Record<never, never>
    : Record<never, never>;
