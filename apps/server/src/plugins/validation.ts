import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';

/** The issue keyword of a NUL character; i18n's describeIssue words it. */
export const NUL_KEYWORD = 'nul_character';
/** Reported per request at most; one is enough to fix the input. */
const MAX_REPORTED = 5;

/** A step of a path, linked to its parent: no copying while walking deep input. */
interface Step {
  key: string;
  parent: Step | null;
}

const pathOf = (step: Step | null): string[] => {
  const out: string[] = [];
  for (let s = step; s; s = s.parent) out.push(s.key);
  return out.reverse();
};

/**
 * Paths of the strings (values and keys) holding U+0000, in document order. Iterative and
 * linear, so a deeply nested body costs no more than a flat one.
 */
export function nulPaths(data: unknown, limit = MAX_REPORTED): string[][] {
  const found: string[][] = [];
  const stack: { value: unknown; at: Step | null }[] = [{ value: data, at: null }];
  while (stack.length > 0 && found.length < limit) {
    const { value, at } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0')) found.push(pathOf(at));
    } else if (value !== null && typeof value === 'object') {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i];
        const step = { key, parent: at };
        // A key holding NUL is reported as itself; its value is not looked into.
        stack.push({ value: key.includes('\0') ? key : (value as Record<string, unknown>)[key], at: step });
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
