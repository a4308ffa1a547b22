import { FIELD_LABELS } from '@bo/contract';
import { expect } from 'vitest';
import type { TestContext } from './context.js';

export type Headers = Record<string, string>;

/**
 * The calls a server test makes, in English unless told: `q` runs SQL on the test's database,
 * `get` and `post` call the app with a user's headers, `ok` is a POST that must succeed and gives
 * its data, `refused` one that must fail. Takes a getter because the context is made in beforeAll.
 */
export function testCalls(context: () => TestContext) {
  const en = (headers: Headers, lang = 'en') => ({ ...headers, 'accept-language': lang });
  const q = <R = Record<string, any>>(text: string, values: unknown[] = []) =>
    context()
      .db.$client.query(text, values)
      .then((r) => r.rows as R[]);
  const get = (url: string, headers: Headers = {}) =>
    context().app.inject({ method: 'GET', url, headers: en(headers) });
  /** `lang` for the tests of a refusal's words in another language. */
  const post = (url: string, headers: Headers, payload?: object, lang = 'en') =>
    context().app.inject({ method: 'POST', url, headers: en(headers, lang), payload });
  const ok = async (url: string, headers: Headers, payload: object = {}) => {
    const res = await post(url, headers, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().code, res.body).toBe(0);
    return res.json().data;
  };
  /** A POST that must be refused with `status` (and a non-zero code); gives the refusal's message. */
  const refused = async (url: string, headers: Headers, payload: object, status: number) => {
    const res = await post(url, headers, payload);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().code, res.body).not.toBe(0);
    return res.json().msg as string;
  };
  return { q, get, post, ok, refused };
}

/** What a refusal names for `word`: a request field by its English label (FIELD_LABELS), anything else as it is. */
export const inWords = (word: string): string => (Object.hasOwn(FIELD_LABELS, word) ? FIELD_LABELS[word].en : word);
