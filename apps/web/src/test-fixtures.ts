import type { ServerMenuItem, UserInfo } from '@bo/contract';

/** For unit tests: an administrator of branch 001 as the login call answers it (spec §3). */
export const TEST_USER: UserInfo = {
  userName: 'admin',
  nickName: 'A',
  headerImg: '',
  company: 'C',
  gscode: '001',
  reguserno: 'C001',
  roles: 'admin',
  operators: '',
  logintype: 1,
  endtime: '',
  isopen: 0,
  logoimg: '',
  timezone: 'Asia/Shanghai',
  ID: 7,
  token: 'secret',
};

/** For unit tests: a server menu row, a directory without a parent and a page under one, shown and active. */
export const menuRow = (
  menuename: string,
  url: string,
  menuparent = '',
  extra: Partial<ServerMenuItem> = {},
): ServerMenuItem => ({
  menuname: menuename,
  menuename,
  menuparent,
  menutype: menuparent ? 'menu' : 'directory',
  url,
  icon: '',
  active: true,
  permission: [],
  hidden: false,
  link: '',
  embed: false,
  ...extra,
});
