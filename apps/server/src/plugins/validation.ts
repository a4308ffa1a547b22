import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';

/** The issue keyword of a NUL character; i18n's describeIssue words it. */
export const NUL_KEYWORD = 'nul_character';
/** Reported per request at most; one is enough to fix the input. */
const MAX_REPORTED = 5;

/**
 * Paths of the strings (values and keys) holding U+0000, in document order. Iterative, so a
 * deeply nested body cannot overflow the stack.
 */
export function nulPaths(data: unknown, limit = MAX_REPORTED): string[][] {
  const found: string[][] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value: data, path: [] }];
  while (stack.length > 0 && found.length < limit) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0')) found.push(path);
    } else if (value !== null && typeof value === 'object') {
      const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i];
        if (key.includes('\0')) stack.push({ value: key, path: [...path, key] });
        else stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return found;
}

/**
 * The zod validator compiler of every route, refusing U+0000 in any string of the query,
 * body, params or headers before the schema runs. PostgreSQL cannot store NUL in text, so
 * without this any call reaching the database with one would fail with a 500. Its issues
 * have the zod issues' shape, and the error handler words them like any other.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data: unknown) => {
    const paths = nulPaths(data);
    if (paths.length === 0) return validate(data);
    const error: FastifySchemaValidationError[] = paths.map((path) => ({
      keyword: NUL_KEYWORD,
      instancePath: `/${path.join('/')}`,
      schemaPath: `#/${path.join('/')}/${NUL_KEYWORD}`,
      params: {},
      message: 'must not contain the NUL character (U+0000)',
    }));
    return { error };
  };
};
