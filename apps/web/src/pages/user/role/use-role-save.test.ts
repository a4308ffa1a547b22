import { describe, expect, it } from 'vitest';
import type { RoleRow } from '@bo/contract';
import { changeRoleBody } from './use-role-save';

const role: RoleRow = {
  id: 7,
  code: 'sales',
  name: '销售',
  name_en: 'Sales',
  status: 1,
  users: 2,
  builtin: false,
  dataScope: 'all',
  requireTotp: false,
  version: 1,
};

describe('the role edit sends', () => {
  it('names and data scope, and two-factor only when switched', () => {
    expect(
      changeRoleBody(role, { name: ' 销售部 ', name_en: 'Sales', dataScope: 'own', requireTotp: false }, false),
    ).toEqual({
      roleId: 7,
      name: '销售部',
      name_en: 'Sales',
      dataScope: 'own',
    });
    expect(
      changeRoleBody(role, { name: '销售', name_en: 'Sales', dataScope: 'all', requireTotp: true }, false),
    ).toEqual({
      roleId: 7,
      name: '销售',
      name_en: 'Sales',
      dataScope: 'all',
      requireTotp: true,
    });
  });

  it('switching it off is sent as such, renaming a role that requires it is not', () => {
    const on = { ...role, requireTotp: true };
    expect(changeRoleBody(on, { name: '销售', name_en: 'Sales', requireTotp: false }, false)).toMatchObject({
      requireTotp: false,
    });
    expect(changeRoleBody(on, { name: '销售二', name_en: 'Sales', requireTotp: true }, false)).not.toHaveProperty(
      'requireTotp',
    );
  });

  it('of the administrator role or one’s own, only two-factor sign-in', () => {
    const admin = { ...role, code: 'admin', builtin: true };
    expect(changeRoleBody(admin, { name: 'x', name_en: 'y', dataScope: 'own', requireTotp: true }, true)).toEqual({
      roleId: 7,
      requireTotp: true,
    });
  });
});
