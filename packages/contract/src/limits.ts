import type { z } from 'zod';

/**
 * Reading the limits out of the contract's schemas, so the web shows (and checks) the same
 * maximum length the server enforces, and a test can prove every string a call accepts has one.
 * Only zod's public definition objects (`_zod.def`) are read; nothing is parsed.
 */

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  format?: string;
}

const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);
/** String formats whose anchored pattern has a fixed or small length (a date is 10 characters). */
const BOUNDED_FORMATS = new Set([
  'date',
  'time',
  'datetime',
  'uuid',
  'guid',
  'ipv4',
  'ipv6',
  'cidrv4',
  'cidrv6',
  'e164',
  'ulid',
  'nanoid',
  'cuid',
  'cuid2',
]);

/**
 * The most characters a string field accepts: a string's .max(), through optional/default
 * wrappers, a pipe's input side, and the longest option of a union ('' or an e-mail of at most
 * 100 → 100). undefined when the field is not a string or some branch has no maximum.
 */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  const def = defOf(schema);
  if (def.type === 'string') return (schema as z.ZodString).maxLength ?? undefined;
  if (WRAPPERS.has(def.type)) return maxLengthOf(def.innerType!);
  if (def.type === 'pipe') return maxLengthOf(def.in!) ?? maxLengthOf(def.out!);
  if (def.type === 'literal') {
    const lengths = def.values!.map((v) => (typeof v === 'string' ? v.length : undefined));
    return lengths.every((n) => n !== undefined) ? Math.max(...lengths) : undefined;
  }
  if (def.type === 'union') {
    const limits = def
      .options!.filter((o) => !['number', 'boolean', 'bigint', 'enum'].includes(defOf(o).type))
      .map(maxLengthOf);
    return limits.length && limits.every((n) => n !== undefined) ? Math.max(...limits) : undefined;
  }
  return undefined;
}

/**
 * Where a schema accepts a string of any length, as paths ("body.note", "query.gscode"): what
 * a request could use to send megabytes into a column. Enums and literals are bounded by nature.
 */
export function unboundedStrings(schema: z.ZodType | undefined, path = ''): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return (schema as z.ZodString).maxLength == null && !BOUNDED_FORMATS.has(def.format ?? '') ? [path] : [];
    case 'object':
      return Object.entries(def.shape!).flatMap(([k, v]) => unboundedStrings(v, path ? `${path}.${k}` : k));
    case 'array':
      return unboundedStrings(def.element, `${path}[]`);
    case 'union':
      return def.options!.flatMap((o) => unboundedStrings(o, path));
    case 'pipe':
      // The input side is what arrives; the output side only checks what the input let through.
      return unboundedStrings(def.in, path);
    default:
      return WRAPPERS.has(def.type) ? unboundedStrings(def.innerType, path) : [];
  }
}
