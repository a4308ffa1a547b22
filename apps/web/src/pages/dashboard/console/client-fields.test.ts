import { describe, expect, it } from 'vitest';
import { clientProfile, clientUpdate, type ClientProfile } from '@bo/contract';
import { clientAdd } from '@bo/contract';
import {
  ALL_FIELDS,
  blankForm,
  checkField,
  fieldMaxLength,
  formToAdd,
  formToUpdate,
  profileToForm,
  READ_ONLY_FIELDS,
  REQUIRED_FIELDS,
  ruleOfField,
} from './client-fields';

const profile: ClientProfile = {
  guestcode: 'K0001',
  guestname: '华彩印务',
  longname: '上海华彩印务有限公司',
  clienttype: 1,
  guesttype: '企业',
  linkman: '张三',
  clientlevel: 'A',
  position: '经理',
  area: '华东',
  province: '上海',
  city: '上海',
  district: '浦东',
  telephone: '021-1234',
  fax: '',
  email: 'a@b.cn',
  mobile: '13800000000',
  zip: '200000',
  paytype: '月结',
  fptype: '增值税',
  fppoint: '3.00',
  address: '世纪大道 1 号',
  maxprice: '50000.00',
  isyuejie: 1,
  yjy: 1,
  yjh: 25,
  maxdays: 30,
  tmpprice: '0.00',
  tmpdays: 0,
  yhl: '0.00',
  gstaxrate: '13.00',
  bankname: '',
  account: '',
  htdate: '2026-01-01',
  xyfen: 90,
  note: '',
  paper_note: '',
  groupname: '',
  order_zq: 7,
  dh_zq: 3,
  khcode: 'HC',
  charge: '',
  gendanper: '',
  cwcharge: '',
  cgcharge: '',
  xstarget: '0.00',
  khly: '',
  manager: '',
  hyline: '',
  xiadan: 1,
  kdtime: '',
  iswritebj: 0,
  isinsurance: 0,
  isdfyf: 0,
  issendmsg: 1,
  smsmobile: '',
  price_field: 'price',
  price_sign: '*',
  price_number: '1.0000',
  roundtype: 'round',
  rk_jggs: '',
};

describe('client form fields', () => {
  it('shows every profile field of spec §3 exactly once', () => {
    const names = ALL_FIELDS.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(clientProfile.shape).sort());
  });
  it('requires customer name, customer number and company name; the customer number is read-only (spec §5)', () => {
    expect([...REQUIRED_FIELDS].sort()).toEqual(['guestcode', 'guestname', 'longname']);
    expect(READ_ONLY_FIELDS).toEqual(['guestcode']);
  });
});

describe('client form rules', () => {
  it('refuses a blank customer name, customer number or company name', () => {
    expect(checkField('guestname', '  ')).toBe('required');
    expect(checkField('longname', '')).toBe('required');
    expect(checkField('guestcode', undefined)).toBe('required');
    expect(checkField('guestname', '华彩')).toBeUndefined();
  });
  it('lets other fields be empty where the contract allows it', () => {
    expect(checkField('linkman', '')).toBeUndefined();
    expect(checkField('email', '')).toBeUndefined();
    expect(checkField('htdate', '')).toBeUndefined();
  });
  it("applies the contract's formats", () => {
    expect(checkField('email', 'not-an-email')).toBe('invalid');
    expect(checkField('maxprice', '12.345')).toBe('invalid');
    expect(checkField('maxprice', '-1')).toBe('invalid');
    expect(checkField('maxprice', '1200.5')).toBeUndefined();
    expect(checkField('clienttype', 6)).toBe('invalid');
    expect(checkField('yjh', 32)).toBe('invalid');
    expect(checkField('yjh', '')).toBe('invalid');
    expect(checkField('htdate', '2026-13-40')).toBe('invalid');
    expect(checkField('isyuejie', true)).toBeUndefined();
  });
  it('checks the typed fields by their type, as the server does (issue 34)', () => {
    for (const name of ['mobile', 'telephone', 'fax', 'smsmobile'] as const) {
      expect(checkField(name, 'abc<script>'), name).toBe('invalid');
      expect(checkField(name, '+86 (021) 6123-4567'), name).toBeUndefined();
    }
    expect(checkField('zip', '200<0>')).toBe('invalid');
    expect(checkField('zip', 'SW1A 1AA')).toBeUndefined();
    expect(checkField('account', '6222;drop')).toBe('invalid');
    expect(checkField('khcode', 'KH 01')).toBe('invalid');
  });
  it('names the rule an invalid value breaks, in both languages, as the server words it', () => {
    expect(ruleOfField('mobile', 'abc<script>')).toEqual({
      cn: '只能包含数字、空格和 + - ( )',
      en: 'may hold only digits, spaces and + - ( )',
    });
    expect(ruleOfField('maxprice', '-1')).toEqual({ cn: '不能为负数', en: 'must not be negative' });
    expect(ruleOfField('maxprice', -5)).toEqual({ cn: '不能为负数', en: 'must not be negative' });
    expect(ruleOfField('htdate', '2200-01-01')).toEqual({
      cn: '必须在 1900-01-01 至 2100-12-31 之间',
      en: 'must be between 1900-01-01 and 2100-12-31',
    });
    expect(ruleOfField('maxprice', '12.345')?.en).toBe('must be a number with at most 12 digits and 2 decimals');
    expect(ruleOfField('linkman', 'anything')).toBeUndefined();
  });
});

describe('text limits (issue 8: over-long input said "wrong format")', () => {
  it("takes every text field's limit from the contract, the server's own rule", () => {
    expect(fieldMaxLength('linkman')).toBe(50);
    expect(fieldMaxLength('guestname')).toBe(100);
    expect(fieldMaxLength('email')).toBe(100);
    expect(fieldMaxLength('note')).toBe(1000);
    expect(fieldMaxLength('maxprice')).toBeUndefined(); // a number, not text
    for (const f of ALL_FIELDS.filter((d) => d.kind === 'text' || d.kind === 'textarea')) {
      expect(fieldMaxLength(f.name), f.name).toBeGreaterThan(0);
    }
  });
  it('says "too long", not "invalid", one character over the limit, and agrees with the server at the limit', () => {
    for (const f of ALL_FIELDS.filter((d) => d.kind === 'text' || d.kind === 'textarea')) {
      const max = fieldMaxLength(f.name)!;
      const digitsOnly = ['telephone', 'fax', 'mobile', 'smsmobile'].includes(f.name);
      const fill = f.name === 'email' ? `${'a'.repeat(max - 5)}@b.cn` : (digitsOnly ? '1' : 'x').repeat(max);
      expect(checkField(f.name, fill), f.name).toBeUndefined();
      expect(clientUpdate.shape[f.name].safeParse(fill).success, f.name).toBe(true);
      expect(checkField(f.name, `${fill}x`), f.name).toBe('tooLong');
      expect(clientUpdate.shape[f.name].safeParse(`${fill}x`).success, f.name).toBe(false);
    }
    expect(checkField('linkman', `  ${'x'.repeat(50)}  `)).toBeUndefined(); // spaces around are trimmed, as on the server
  });
});

describe('form values and the UpdateClient body', () => {
  it('round-trips a profile: flags become switches and back to 1/0', () => {
    const values = profileToForm(profile);
    expect(values.isyuejie).toBe(true);
    expect(values.iswritebj).toBe(false);
    const out = formToUpdate(values);
    expect(out.ok).toBe(true);
    if (out.ok) {
      expect(out.body).toMatchObject({ guestcode: 'K0001', isyuejie: 1, iswritebj: 0, maxprice: '50000.00' });
    }
  });
  it('trims text and names every problem', () => {
    const values = { ...profileToForm(profile), guestname: '  新名称 ', longname: '', email: 'x' };
    const bad = formToUpdate(values);
    expect(bad).toEqual({ ok: false, problems: { longname: 'required', email: 'invalid' } });
    const good = formToUpdate({ ...values, longname: '新公司', email: '' });
    expect(good.ok && good.body.guestname).toBe('新名称');
  });
  it("holds the form to the fields the branch chose as well (spec §5's chooser), as the server does", () => {
    const values = { ...profileToForm(profile), mobile: ' ', linkman: '' };
    expect(formToUpdate(values).ok).toBe(true);
    expect(formToUpdate(values, [...REQUIRED_FIELDS, 'mobile', 'linkman'])).toEqual({
      ok: false,
      problems: { mobile: 'required', linkman: 'required' },
    });
    expect(checkField('mobile', '139', [...REQUIRED_FIELDS, 'mobile'])).toBeUndefined();
  });
});

describe('the add form', () => {
  it('starts with the values a client gets when a field is left alone, and needs only the names to be sent', () => {
    const blank = blankForm();
    expect(blank).toMatchObject({
      guestname: '',
      clienttype: 1,
      xiadan: true,
      isyuejie: false,
      maxdays: 0,
      maxprice: '0',
      price_sign: '*',
      price_number: '1',
      roundtype: 'round',
    });
    expect(formToAdd(blank)).toMatchObject({ ok: false, problems: { guestname: 'required', longname: 'required' } });
    const out = formToAdd({ ...blank, guestname: '新客户', longname: '新客户有限公司' });
    expect(out.ok).toBe(true);
    // The server hands out the number: the body has none, and the server's own schema takes it.
    if (out.ok) {
      expect(out.body).not.toHaveProperty('guestcode');
      expect(clientAdd.safeParse(out.body).success).toBe(true);
    }
  });
  it("holds a new client to the branch's chosen fields as the server does", () => {
    const values = { ...blankForm(), guestname: '新客户', longname: '新客户有限公司' };
    expect(formToAdd(values, [...REQUIRED_FIELDS, 'mobile'])).toMatchObject({
      ok: false,
      problems: { mobile: 'required' },
    });
    expect(formToAdd({ ...values, mobile: '13900000000' }, [...REQUIRED_FIELDS, 'mobile']).ok).toBe(true);
  });
});
