export * from './envelope.js';
export * from './call.js';
export * from './constants.js';
export * from './routes.js';
export * from './perms.js';
export * from './auth.js';
export * from './menu.js';
export * from './umanage.js';
