import { z } from 'zod';

/** Response codes of spec §8: 0 success, 7 session invalid, 8 error whose msg is shown. */
export const Code = { OK: 0, SESSION_INVALID: 7, ERROR: 8 } as const;
export type Code = (typeof Code)[keyof typeof Code];

/** Every JSON response is `{ code, msg, data, … }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int().describe('0 success, 7 session invalid, 8 error whose msg is shown'),
    msg: z.string(),
    data,
  });
}

/** The envelope of a failure: data is always null. */
export const errorEnvelope = z
  .object({
    code: z.number().int(),
    msg: z.string(),
    data: z.null(),
    requestId: z.string().optional().describe('quote this when reporting a server error'),
    // Named once in the OpenAPI document (components/schemas/ErrorEnvelope) instead of in every answer.
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/**
 * The HTTP status messages of spec §8, by language. The web shows them when a
 * transport error carries no usable `msg`; the server uses them as default messages.
 */
export const httpStatusMessages = {
  cn: {
    400: '请求错误',
    401: '未授权，请重新登录',
    403: '拒绝访问',
    404: '请求的资源不存在',
    405: '请求方法不允许',
    406: '无法提供请求的内容格式',
    408: '请求超时',
    413: '请求内容过大',
    414: '请求网址过长',
    415: '不支持的内容类型',
    429: '请求过于频繁，请稍后再试',
    431: '请求头过大',
    500: '服务器错误',
    501: '网络未实现',
    502: '网络错误',
    503: '服务不可用',
    504: '网络超时',
    505: 'HTTP 版本不受支持',
  },
  en: {
    400: 'Bad request',
    401: 'Unauthorised, please log in again',
    403: 'Access denied',
    404: 'Resource not found',
    405: 'Method not allowed',
    406: 'The requested response format is not available',
    408: 'Request timeout',
    413: 'Request body too large',
    414: 'Request URL too long',
    415: 'Unsupported content type',
    429: 'Too many requests, please try again later',
    431: 'Request headers too large',
    500: 'Server error',
    501: 'Network not implemented',
    502: 'Network error',
    503: 'Service unavailable',
    504: 'Network timeout',
    505: 'HTTP version not supported',
  },
} as const satisfies Record<'cn' | 'en', Record<number, string>>;

export type Lang = keyof typeof httpStatusMessages;

/** "connection error (code)" for a status the catalogue does not list. */
export function httpStatusMessage(lang: Lang, status: number): string {
  const known = (httpStatusMessages[lang] as Record<number, string>)[status];
  if (known) return known;
  return lang === 'cn' ? `连接错误 ${status}` : `Connection error ${status}`;
}
