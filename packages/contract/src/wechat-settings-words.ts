/**
 * The words, patterns and limits of the WeChat settings page (/space/wechatsetting, issue 13 #8)
 * without any schema, so the web page checks a field the way the server does without carrying zod
 * (wechat-settings.ts re-exports them).
 */

/** An AppID as WeChat gives it: "wx" and 16 hexadecimal digits (official account and mini-program alike). */
export const WECHAT_APPID_PATTERN = /^wx[0-9a-fA-F]{16}$/;
/** An AppSecret: 32 hexadecimal digits. */
export const WECHAT_APPSECRET_PATTERN = /^[0-9a-fA-F]{32}$/;
/** The server-configuration Token of the official account: 3 to 32 letters or digits (WeChat's rule). */
export const WECHAT_TOKEN_PATTERN = /^[A-Za-z0-9]{3,32}$/;
/** The EncodingAESKey: 43 letters or digits. */
export const WECHAT_AESKEY_PATTERN = /^[A-Za-z0-9]{43}$/;
/** A message template's id: up to 64 of letters, digits, "_" and "-" ('' = no template, the notice is not sent). */
export const WECHAT_TEMPLATE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const WECHAT_TEMPLATE_ID_MAX = 64;

/** WeChat's own names of the fields, as its platform shows them in every language (not translated). */
export const WECHAT_FIELD_NAMES = {
  appId: 'AppID',
  appSecret: 'AppSecret',
  token: 'Token',
  aesKey: 'EncodingAESKey',
} as const;

/** What a rule says, in both languages (the schema's message and the form's). */
export const WECHAT_FIELD_RULES = {
  appId: {
    cn: 'AppID 应为 wx 加 16 位十六进制字符（如 wx1234567890abcdef）',
    en: 'An AppID is "wx" followed by 16 hexadecimal characters (like wx1234567890abcdef)',
  },
  appSecret: { cn: 'AppSecret 应为 32 位十六进制字符', en: 'An AppSecret is 32 hexadecimal characters' },
  token: { cn: 'Token 应为 3 到 32 位字母或数字', en: 'A Token is 3 to 32 letters or digits' },
  aesKey: { cn: 'EncodingAESKey 应为 43 位字母或数字', en: 'An EncodingAESKey is 43 letters or digits' },
  templateId: {
    cn: '模板 ID 最多 64 位，只能包含字母、数字、下划线和连字符',
    en: 'A template ID is at most 64 letters, digits, "_" or "-"',
  },
} as const;

/**
 * The shop's notices sent as WeChat template messages, in the order the page lists them. Each may
 * have the id of a template the branch added on WeChat's platform; without one that notice is not sent.
 */
export const WECHAT_TEMPLATES = [
  { key: 'orderPlaced', cn: '下单成功通知', en: 'Order placed' },
  { key: 'paymentReceived', cn: '收款到账通知', en: 'Payment received' },
  { key: 'orderShipped', cn: '订单发货通知', en: 'Order shipped' },
  { key: 'orderCompleted', cn: '订单完成通知', en: 'Order completed' },
  { key: 'orderCancelled', cn: '订单取消通知', en: 'Order cancelled' },
  { key: 'refundIssued', cn: '退款通知', en: 'Refund issued' },
  { key: 'creditApproved', cn: '信用审核通过通知', en: 'Credit approved' },
  { key: 'creditRejected', cn: '信用审核未通过通知', en: 'Credit rejected' },
] as const;
export type WechatTemplateKey = (typeof WECHAT_TEMPLATES)[number]['key'];
export const WECHAT_TEMPLATE_KEYS = WECHAT_TEMPLATES.map((t) => t.key) as [WechatTemplateKey, ...WechatTemplateKey[]];

/** The two WeChat accounts a branch has; "test connection" checks one of them. */
export const WECHAT_TARGETS = ['officialAccount', 'miniProgram'] as const;
export type WechatTarget = (typeof WECHAT_TARGETS)[number];

/** What a save does with a write-only value: keep the stored one, remove it, or set a new one. */
export const WECHAT_SECRET_OPS = ['keep', 'clear', 'set'] as const;

/**
 * WeChat's error codes a token request commonly answers, in words (WeChat's global return codes).
 * A code not listed is shown with WeChat's own message.
 */
export const WECHAT_ERRCODE_WORDS: Record<number, { cn: string; en: string }> = {
  [-1]: { cn: '微信系统繁忙，请稍后再试', en: 'WeChat is busy; try again in a moment' },
  40001: { cn: 'AppSecret 错误，或不属于这个 AppID', en: 'The AppSecret is wrong or does not belong to this AppID' },
  40002: { cn: '请求类型不正确', en: 'Invalid grant type' },
  40013: { cn: 'AppID 无效：微信不认识这个 AppID', en: 'Invalid AppID: WeChat does not know this AppID' },
  40125: { cn: 'AppSecret 无效', en: 'Invalid AppSecret' },
  40164: {
    cn: '本服务器的 IP 地址不在公众平台的 IP 白名单中',
    en: "This server's IP address is not on the account's IP whitelist",
  },
  40243: {
    cn: 'AppSecret 已被冻结，请在微信公众平台解冻',
    en: "The AppSecret is frozen; unfreeze it on WeChat's platform",
  },
  41002: { cn: '缺少 AppID', en: 'The AppID is missing' },
  41004: { cn: '缺少 AppSecret', en: 'The AppSecret is missing' },
  45009: { cn: '今天获取凭证的次数已达上限', en: "Today's limit of access token requests is reached" },
  45011: { cn: '调用太频繁，请稍后再试', en: 'Too many requests; try again in a minute' },
  48001: { cn: '此账号没有该接口的权限', en: 'This account is not authorised for this interface' },
  89501: { cn: '此 IP 正在等待管理员确认', en: "This IP address is waiting for the administrator's confirmation" },
  89503: { cn: '此 IP 调用需要管理员确认', en: 'Calls from this IP address need the administrator to confirm them' },
  89506: {
    cn: '24 小时内该 IP 被管理员拒绝两次，请 24 小时后再试',
    en: 'The administrator refused this IP address twice in 24 hours; try again after 24 hours',
  },
  89507: {
    cn: '1 小时内该 IP 被管理员拒绝，请 1 小时后再试',
    en: 'The administrator refused this IP address in the last hour; try again after an hour',
  },
};
