import { describe, expect, it } from 'vitest';
import cn from './cn.json';
import en from './en.json';

/** Every key path of a nested message object, e.g. "login.submit". */
function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('locales', () => {
  it('cn.json and en.json have the same keys', () => {
    expect(keys(cn).sort()).toEqual(keys(en).sort());
  });
  it('no message is empty', () => {
    const empty = (obj: object) => keys(obj).filter((k) => !k.split('.').reduce<any>((o, p) => o[p], obj));
    expect(empty(cn)).toEqual([]);
    expect(empty(en)).toEqual([]);
  });
  it('both languages use the same {{placeholders}} in each message', () => {
    const get = (obj: object, k: string) => String(k.split('.').reduce<any>((o, p) => o[p], obj));
    const holes = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const k of keys(cn)) expect(holes(get(en, k)), k).toEqual(holes(get(cn, k)));
  });
});
