/** What other modules use of wechat: they import it from here, never from its other files. */
export { type WeChatApi, WeChatError } from './adapter.js';
export { weChatOf } from './routes.js';
