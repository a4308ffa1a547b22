import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIELD_LABELS } from './field-labels.js';

const LATIN = /[A-Za-z]/;
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** The keys as the source writes them, in its order: an object literal would hide a repeated key. */
const sourceKeys = readFileSync(new URL('./field-labels.ts', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => /^ {2}(\w+): \{ cn: /.exec(line)?.[1])
  .filter((key): key is string => key !== undefined);

describe('the request field labels', () => {
  it('has a Chinese and an English label for every field', () => {
    for (const [key, label] of Object.entries(FIELD_LABELS)) {
      expect(label.cn.trim(), `${key}: cn`).not.toBe('');
      expect(label.en.trim(), `${key}: en`).not.toBe('');
    }
  });

  it('writes Chinese labels without Latin letters or spaces', () => {
    const bad = Object.entries(FIELD_LABELS).filter(([, { cn }]) => LATIN.test(cn) || /\s/.test(cn));
    expect(bad).toEqual([]);
  });

  it('writes English labels without Chinese characters, in sentence case', () => {
    const bad = Object.entries(FIELD_LABELS).filter(
      ([, { en }]) => CJK.test(en) || en !== en.trim() || !/^[A-Z]/.test(en),
    );
    expect(bad).toEqual([]);
  });

  it('names each field once, one per line, sorted by key', () => {
    expect(sourceKeys.length).toBe(Object.keys(FIELD_LABELS).length);
    expect(new Set(sourceKeys).size).toBe(sourceKeys.length);
    expect(sourceKeys).toEqual([...sourceKeys].sort());
    expect(Object.keys(FIELD_LABELS)).toEqual(sourceKeys);
  });
});
