import { ALL_ROUTES } from './routes.js';

/**
 * Permission marks. A mark is `<domain>:<action>`; page marks come from the route
 * catalogue, button marks from its buttons. Roles hold marks through menu grants.
 */
export type Mark = string;

export const PAGE_MARKS: Mark[] = [...new Set(ALL_ROUTES.map((r) => r.mark))];
export const BUTTON_MARKS: Mark[] = ALL_ROUTES.flatMap((r) => (r.buttons ?? []).map((b) => b.mark));

/** Marks used by server calls; each must be a page or button mark of the catalogue. */
export const M = {
  dashboard: 'dashboard:console',
  orderSummary: 'dashboard:ordersummary',
  reportExport: 'report:export',
  orderExport: 'order:export',
  paymentExport: 'payment:export',
  cartExport: 'cart:export',
  clientView: 'client:view',
  clientEdit: 'client:edit',
  /** The client accounts page (/user/account): clients, shop accounts, WeChat followers, promoters. */
  accountList: 'account:list',
  /** Shop accounts: Register, accountBindingClient, enable/disable. */
  accountEdit: 'account:edit',
  clientAdd: 'client:add',
  clientStatus: 'client:status',
  clientExport: 'client:export',
  /** The branch's required-field chooser for the client profile. */
  clientFields: 'client:fields',
  /** WeChat followers: bind, unbind, reload. */
  wechatEdit: 'wechat:edit',
  promoterEdit: 'promoter:edit',
  creditList: 'credit:list',
  creditApply: 'credit:apply',
  creditAudit: 'credit:audit',
  orderList: 'order:list',
  roleList: 'role:list',
  roleEdit: 'role:edit',
  roleAssign: 'role:assign',
  staffList: 'user:admin',
  staffEdit: 'staff:edit',
  staffSignOut: 'staff:signout',
  /** The online users page (/user/online): the branch's open sessions; ending one takes staffSignOut. */
  onlineUsers: 'user:online',
  companyEdit: 'company:edit',
  menuList: 'menu:list',
  menuEdit: 'menu:edit',
  apiCatalogue: 'menu:api',
  operationCatalogue: 'menu:operation',
  loginLog: 'user:loginlog',
  loginLogExport: 'loginlog:export',
  operationLog: 'system:log',
  operationLogExport: 'oplog:export',
  serverView: 'safeguard:server',
  databaseView: 'safeguard:database',
  /** Headquarters (issue 41): every branch's figures and the read-only view; only in the platform owner's branch. */
  platformBranches: 'platform:branches',
  /** Cancel a running query: also only in the platform owner's branch (the database is everyone's). */
  databaseCancel: 'database:cancel',
  // Care of the system (issue 15).
  /** Back up the whole database, download, delete, schedule: only in the platform owner's branch. */
  databaseBackup: 'database:backup',
  /** Restore the whole database from a backup: only in the platform owner's branch. */
  databaseRestore: 'database:restore',
  /** The scheduled tasks page (/safeguard/tasks, issue 37 #9): platform tasks for the platform owner's branch, branch tasks for one's branch. */
  taskList: 'safeguard:tasks',
  /** Run a task now (for the caller's scope only). */
  taskRun: 'tasks:run',
  yearPlan: 'plan:year',
  /** Set, copy and import a year's targets. */
  yearPlanEdit: 'plan:edit',
  excel: 'widget:excel',
  /** Import clients from an Excel sheet (/widget/excel). */
  clientImport: 'client:import',
  // Live console (issue 14).
  /** The messages page; the notice panel's calls need no mark (everyone reads their own). */
  messageList: 'message:list',
  /** Send notices to the branch or to roles, and messages to one user. */
  noticeSend: 'notice:send',
  /** Create and revoke the desktop software's keys (/system/setting). */
  softKeyEdit: 'softkey:edit',
  // Page content (issue 13): each page's mark reads it, its button's mark changes it.
  pcBanners: 'pic:banner',
  pcBannerEdit: 'banner:edit',
  adBanners: 'pic:advertise',
  adBannerEdit: 'advertise:edit',
  wxappBanners: 'pic:wxapp',
  wxappBannerEdit: 'wxappbanner:edit',
  articleList: 'content:article',
  articleEdit: 'article:edit',
  articlePublish: 'article:publish',
  productList: 'content:product',
  productEdit: 'product:edit',
  cardSizeList: 'system:size',
  cardSizeEdit: 'size:edit',
  cardTemplateList: 'content:card',
  cardTemplateEdit: 'card:edit',
  homePage: 'content:index',
  homePageEdit: 'index:edit',
  departmentList: 'content:department',
  departmentEdit: 'department:edit',
  serviceList: 'content:service',
  serviceEdit: 'service:edit',
  wechatSettings: 'content:wechat',
  wechatSettingsEdit: 'wechatsetting:edit',
  systemSettings: 'system:setting',
  systemSettingsEdit: 'setting:edit',
  /** The value lists page (/system/dict, issue 37 #10): the editable lists and the fixed ones. */
  dictView: 'system:dict',
  /** Add, rename, enable or disable, reorder and remove a value list's items. */
  dictEdit: 'dict:edit',
} as const satisfies Record<string, Mark>;
