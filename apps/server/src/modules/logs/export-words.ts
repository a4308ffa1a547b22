import type { Lang, LoginLogReason, OperationOutcome } from '@bo/contract';

/** Words of the two log exports in each language: headers and the names of outcomes, never a code. */
interface Words {
  loginSheet: string;
  operationSheet: string;
  loginCols: Record<'time' | 'account' | 'outcome' | 'ip' | 'userAgent', string>;
  operationCols: Record<
    'time' | 'account' | 'branch' | 'action' | 'target' | 'outcome' | 'ip' | 'userAgent' | 'duration' | 'change',
    string
  >;
  reason: Record<LoginLogReason, string>;
  outcome: Record<OperationOutcome, string>;
  /** An action the catalogue does not name. */
  otherAction: string;
}

export const LOG_EXPORT_WORDS: Record<Lang, Words> = {
  cn: {
    loginSheet: '登录日志',
    operationSheet: '操作日志',
    loginCols: { time: '时间', account: '账号', outcome: '结果', ip: 'IP 地址', userAgent: '浏览器' },
    operationCols: {
      time: '时间',
      account: '操作人',
      branch: '分公司',
      action: '操作',
      target: '对象',
      outcome: '结果',
      ip: 'IP 地址',
      userAgent: '浏览器',
      duration: '耗时（毫秒）',
      change: '变更',
    },
    reason: {
      ok: '成功',
      bad_credentials: '账号或密码错误',
      disabled: '账号已停用',
      throttled: '尝试过多，已暂停',
      switch: '切换账号',
      pending: '未完成',
      qr_issued: '生成登录二维码',
      qr_scanned: '手机已扫码',
      qr_confirmed: '手机确认登录',
      qr_rejected: '手机拒绝登录',
      qr: '扫码登录成功',
      qr_refused: '二维码已失效',
      software: '桌面软件登录',
      software_refused: '桌面软件登录被拒',
      unlock: '解锁控制台',
      totp_required: '需要动态验证码',
      bad_totp: '验证码错误',
      recovery: '恢复码登录',
      totp_off: '关闭两步验证',
    },
    outcome: { ok: '成功', denied: '已拒绝', error: '出错' },
    otherAction: '其他操作',
  },
  en: {
    loginSheet: 'Login log',
    operationSheet: 'Operation log',
    loginCols: { time: 'Time', account: 'Account', outcome: 'Outcome', ip: 'IP address', userAgent: 'Browser' },
    operationCols: {
      time: 'Time',
      account: 'Who',
      branch: 'Branch',
      action: 'Action',
      target: 'Target',
      outcome: 'Outcome',
      ip: 'IP address',
      userAgent: 'Browser',
      duration: 'Duration (ms)',
      change: 'Change',
    },
    reason: {
      ok: 'Signed in',
      bad_credentials: 'Wrong account or password',
      disabled: 'Account disabled',
      throttled: 'Too many tries, paused',
      switch: 'Account switch',
      pending: 'Not completed',
      qr_issued: 'QR code shown',
      qr_scanned: 'QR code scanned',
      qr_confirmed: 'Confirmed on phone',
      qr_rejected: 'Rejected on phone',
      qr: 'Signed in by QR code',
      qr_refused: 'QR code no longer valid',
      software: 'Desktop software sign-in',
      software_refused: 'Desktop software refused',
      unlock: 'Console unlocked',
      totp_required: 'Code asked for',
      bad_totp: 'Wrong code',
      recovery: 'Recovery code used',
      totp_off: 'Two-factor turned off',
    },
    outcome: { ok: 'Done', denied: 'Refused', error: 'Failed' },
    otherAction: 'Other operation',
  },
};
