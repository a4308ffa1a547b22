import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Binary content (node-postgres reads and writes it as a Buffer). */
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A branch (tenant). gscode is the branch code users sign in with. */
export const branches = pgTable('branches', {
  gscode: text('gscode').primaryKey(),
  longname: text('longname').notNull(),
  name: text('name').notNull(),
  logo: text('logo').notNull().default(''),
  /** 1: a subscription branch whose endtime matters. */
  isopen: smallint('isopen').notNull().default(0),
  endtime: date('endtime'),
  /** The branch's customer code (reguserno of its users). */
  guestcode: text('guestcode').notNull(),
  timezone: text('timezone').notNull().default('Asia/Shanghai'),
  /** Bumped by triggers in the same transaction as any write to the branch's orders, visits,
   *  clients or members: a cached dashboard answer is valid while this has not moved. */
  statsVersion: bigint('stats_version', { mode: 'number' }).notNull().default(0),
  /** A shop cart untouched this many days is shown as abandoned (issue 10). */
  cartAbandonDays: integer('cart_abandon_days').notNull().default(7),
  /** Client profile fields an administrator made required in this branch (issue 12); guestname and longname are always required. */
  clientRequiredFields: text('client_required_fields')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The number part of the last customer number handed out (GetQpcGuestcode, issue 12). */
  guestcodeSeq: integer('guestcode_seq').notNull().default(0),
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
});

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    status: smallint('status').notNull().default(1),
    /** Bumped by every save of the role's powers: a save based on an older version is refused (issue 11). */
    version: integer('version').notNull().default(0),
    /**
     * Whose clients and orders the role's accounts reach (issue 37 #1): `all` of the branch, or
     * `own`, those whose salesperson is the account (plugins/data-scope.ts).
     */
    dataScope: text('data_scope').notNull().default('all'),
    /** The role's accounts sign in with an authenticator app's code, enrolling first (issue 39). */
    requireTotp: boolean('require_totp').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('roles_gscode_code').on(t.gscode, t.code),
    check('roles_data_scope', sql`${t.dataScope} in ('all', 'own')`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    userName: text('user_name').notNull(),
    nickName: text('nick_name').notNull(),
    headerImg: text('header_img').notNull().default(''),
    reguserno: text('reguserno').notNull(),
    roleCode: text('role_code').notNull(),
    operators: text('operators').notNull().default(''),
    logintype: smallint('logintype').notNull().default(1),
    status: smallint('status').notNull().default(1),
    passwordHash: text('password_hash').notNull(),
    /** Set by an administrator's password reset: the next sign-in must choose a new password. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Two-factor sign-in (issue 39), the secrets sealed by secret-box.ts ('' = none): the confirmed
     * secret, the one an enrolment started and has not confirmed, when it was confirmed, and the
     * last time step a code was accepted for (a code is used once: only later steps pass).
     */
    totpSecret: text('totp_secret').notNull().default(''),
    totpPending: text('totp_pending').notNull().default(''),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_gscode_user_name').on(t.gscode, t.userName),
    index('users_gscode_role').on(t.gscode, t.roleCode),
  ],
);

/**
 * "Switch account" (spec §2/§4): an administrator's explicit grant that lets `userId` sign in
 * as `targetUserId` (an account of the same or another branch) without its password.
 * Nothing else allows a switch.
 */
export const switchGrants = pgTable(
  'switch_grants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: integer('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('switch_grants_user_target').on(t.userId, t.targetUserId),
    index('switch_grants_target').on(t.targetUserId),
    check('switch_grants_not_self', sql`${t.userId} <> ${t.targetUserId}`),
  ],
);

/** The platform's menu catalogue: directories, menus (pages) and buttons. Shared by all branches. */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    menuname: text('menuname').notNull(),
    menuename: text('menuename').notNull(),
    parentId: integer('parent_id'),
    menutype: text('menutype', { enum: ['directory', 'menu', 'button'] }).notNull(),
    url: text('url').notNull().default(''),
    icon: text('icon').notNull().default(''),
    permission: text('permission').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(1),
    /** Kept out of the menu, still granted and usable by its route (spec §3 noMenu). */
    hidden: boolean('hidden').notNull().default(false),
    /** A row of the route catalogue (packages/contract routes.ts): it can be hidden, never deleted. */
    builtin: boolean('builtin').notNull().default(false),
    /** A row whose route has no page in the web app: the address it opens (http/https). */
    link: text('link').notNull().default(''),
    /** With a link: true opens it inside the frame (embedded page), false in a new browser tab. */
    embed: boolean('embed').notNull().default(false),
  },
  (t) => [uniqueIndex('menus_menuename').on(t.menuename), index('menus_parent').on(t.parentId)],
);

/** A role's grant of a menu row; inactive grants are shown but must be applied for. */
export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

/** Sessions: only the token's SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gscode: text('gscode').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The lock screen (issue 37 #4): set by Lock, cleared by Unlock with the password. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /**
     * The session was opened with two factors (issue 39): password and code, a recovery code, a
     * phone's QR confirmation, or an enrolment confirmed in it. Loosening the two-factor rule of a
     * role and making a desktop-software key need it.
     */
    twoFactor: boolean('two_factor').notNull().default(false),
    /**
     * A read-only view of this branch by the platform owner (issue 41): the session ends by itself
     * then, every write but ending it is refused, and it has the branch's administrator role.
     */
    viewUntil: timestamp('view_until', { withTimezone: true }),
    /** Why the platform owner looks (a view only), as told to the branch. */
    viewReason: text('view_reason'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash').on(t.tokenHash),
    index('sessions_user').on(t.userId),
    // The online users list (issue 37 #5): a branch's open sessions by last use.
    index('sessions_open_by_branch')
      .on(t.gscode, t.lastSeenAt.desc(), t.id.desc())
      .where(sql`${t.endedAt} is null`),
  ],
);

/** Single-use recovery codes of two-factor sign-in (issue 39): only their SHA-256, never the code. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('totp_recovery_codes_user_hash').on(t.userId, t.codeHash)],
);

export const loginLog = pgTable(
  'login_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    gscode: text('gscode').notNull(),
    userName: text('user_name').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    success: boolean('success').notNull(),
    /** ok | bad_credentials | disabled | throttled */
    reason: text('reason').notNull(),
  },
  (t) => [
    index('login_log_throttle').on(t.gscode, t.userName, t.ip, t.at),
    index('login_log_gscode_at').on(t.gscode, t.at),
  ],
);

export const operationLog = pgTable(
  'operation_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    gscode: text('gscode').notNull(),
    userId: integer('user_id'),
    userName: text('user_name').notNull().default(''),
    method: text('method').notNull(),
    path: text('path').notNull(),
    action: text('action').notNull(),
    targetId: text('target_id').notNull().default(''),
    diff: jsonb('diff'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    durationMs: integer('duration_ms').notNull().default(0),
    /** ok | denied | error */
    outcome: text('outcome').notNull(),
  },
  (t) => [index('operation_log_gscode_at').on(t.gscode, t.at)],
);

/**
 * Uploaded files (avatars now; page content and banners later), kept in the database so every
 * server process sees them and backups hold them. Named by the SHA-256 of their content: the
 * address is unguessable and the same file uploaded twice is stored once per branch.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    sha256: text('sha256').notNull(),
    /** Sniffed from the content, never taken from the name or the request's header. */
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    content: bytea('content').notNull(),
    /** Pixel size read from the image (issue 13); null for rows stored before. */
    width: integer('width'),
    height: integer('height'),
    /** A WebP thumbnail (at most UPLOAD_THUMB_PX on its longer side), made on upload; null when none. */
    thumb: bytea('thumb'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_sha256_gscode').on(t.sha256, t.gscode)],
);

/** Client (customer) profile, every field of spec §3. */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    guestcode: text('guestcode').notNull(),
    guestname: text('guestname').notNull(),
    longname: text('longname').notNull(),
    clienttype: smallint('clienttype').notNull().default(1),
    guesttype: text('guesttype').notNull().default(''),
    linkman: text('linkman').notNull().default(''),
    clientlevel: text('clientlevel').notNull().default(''),
    position: text('position').notNull().default(''),
    area: text('area').notNull().default(''),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    telephone: text('telephone').notNull().default(''),
    fax: text('fax').notNull().default(''),
    email: text('email').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    zip: text('zip').notNull().default(''),
    paytype: text('paytype').notNull().default(''),
    fptype: text('fptype').notNull().default(''),
    fppoint: numeric('fppoint', { precision: 6, scale: 2 }).notNull().default('0'),
    address: text('address').notNull().default(''),
    maxprice: money('maxprice').notNull().default('0'),
    isyuejie: smallint('isyuejie').notNull().default(0),
    yjy: integer('yjy').notNull().default(0),
    yjh: integer('yjh').notNull().default(0),
    maxdays: integer('maxdays').notNull().default(0),
    tmpprice: money('tmpprice').notNull().default('0'),
    tmpdays: integer('tmpdays').notNull().default(0),
    yhl: numeric('yhl', { precision: 6, scale: 2 }).notNull().default('0'),
    gstaxrate: numeric('gstaxrate', { precision: 6, scale: 2 }).notNull().default('0'),
    bankname: text('bankname').notNull().default(''),
    account: text('account').notNull().default(''),
    htdate: date('htdate'),
    xyfen: integer('xyfen').notNull().default(0),
    note: text('note').notNull().default(''),
    paperNote: text('paper_note').notNull().default(''),
    groupname: text('groupname').notNull().default(''),
    orderZq: integer('order_zq').notNull().default(0),
    dhZq: integer('dh_zq').notNull().default(0),
    khcode: text('khcode').notNull().default(''),
    charge: text('charge').notNull().default(''),
    gendanper: text('gendanper').notNull().default(''),
    cwcharge: text('cwcharge').notNull().default(''),
    cgcharge: text('cgcharge').notNull().default(''),
    xstarget: money('xstarget').notNull().default('0'),
    khly: text('khly').notNull().default(''),
    manager: text('manager').notNull().default(''),
    hyline: text('hyline').notNull().default(''),
    xiadan: smallint('xiadan').notNull().default(1),
    kdtime: text('kdtime').notNull().default(''),
    iswritebj: smallint('iswritebj').notNull().default(0),
    isinsurance: smallint('isinsurance').notNull().default(0),
    isdfyf: smallint('isdfyf').notNull().default(0),
    issendmsg: smallint('issendmsg').notNull().default(0),
    smsmobile: text('smsmobile').notNull().default(''),
    /** Sales price formula: price = base <sign> number. */
    priceField: text('price_field').notNull().default(''),
    priceSign: text('price_sign').notNull().default('*'),
    priceNumber: numeric('price_number', { precision: 10, scale: 4 }).notNull().default('1'),
    roundtype: text('roundtype').notNull().default('round'),
    rkJggs: text('rk_jggs').notNull().default(''),
    /** 1 enabled, 0 disabled (spec §3 table status). A disabled client keeps its orders. */
    status: smallint('status').notNull().default(1),
    /** The staff account that looks after the client (issue 12). */
    salespersonId: integer('salesperson_id').references(() => users.id, { onDelete: 'set null' }),
    /** The temporary credit limit (tmpprice) counts until this day inclusive; null: no temporary limit. */
    tmpUntil: date('tmp_until'),
    /** The promoter (a shop account) who brought this client, if any. */
    promoterId: integer('promoter_id').references((): AnyPgColumn => members.id, { onDelete: 'set null' }),
    /** Bumped by every edit: an edit based on an older version is refused. */
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('clients_gscode_guestcode').on(t.gscode, t.guestcode),
    index('clients_gscode_guestname').on(t.gscode, t.guestname),
    index('clients_gscode_mobile').on(t.gscode, t.mobile),
    index('clients_gscode_created').on(t.gscode, t.createdAt, t.id),
    index('clients_promoter').on(t.promoterId),
    // An `own` data scope reads a salesperson's clients (issue 37 #1).
    index('clients_gscode_salesperson_created').on(t.gscode, t.salespersonId, t.createdAt, t.id),
  ],
);

/**
 * The clients tab's totals (issue 12): how many clients a branch has by type, level, area,
 * settlement, status and salesperson (0 = none), kept exact by statement-level triggers on
 * clients (migration 0020), so a total over a million clients is a sum of a few rows, not a count.
 */
export const clientCounts = pgTable(
  'client_counts',
  {
    gscode: text('gscode').notNull(),
    clienttype: smallint('clienttype').notNull(),
    clientlevel: text('clientlevel').notNull(),
    area: text('area').notNull(),
    isyuejie: smallint('isyuejie').notNull(),
    status: smallint('status').notNull(),
    salespersonId: integer('salesperson_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'client_counts_pk',
      columns: [t.gscode, t.clienttype, t.clientlevel, t.area, t.isyuejie, t.status, t.salespersonId],
    }),
  ],
);

/** Registered shop users of a branch; wxOpenid set = bound through WeChat (a follower). */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    clientId: integer('client_id').references(() => clients.id),
    userName: text('user_name').notNull(),
    wxOpenid: text('wx_openid'),
    nickname: text('nickname').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    /** argon2id of the shop password an operator set with Register; null: signs in by WeChat only. */
    passwordHash: text('password_hash'),
    /** 1 enabled, 0 disabled. */
    status: smallint('status').notNull().default(1),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Bumped by every change of the binding or status. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('members_gscode_created').on(t.gscode, t.createdAt),
    uniqueIndex('members_gscode_user_name').on(t.gscode, t.userName),
    index('members_client').on(t.clientId),
    index('members_gscode_openid').on(t.gscode, t.wxOpenid),
  ],
);

/**
 * Followers of the branch's WeChat official account, as the WeChat adapter last read them
 * (issue 12). A follower may be bound to one client; `version` guards concurrent bindings.
 */
export const wechatFollowers = pgTable(
  'wechat_followers',
  {
    id: serial('id').primaryKey(),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    openid: text('openid').notNull(),
    unionid: text('unionid').notNull().default(''),
    nickname: text('nickname').notNull().default(''),
    avatarUrl: text('avatar_url').notNull().default(''),
    remark: text('remark').notNull().default(''),
    subscribed: boolean('subscribed').notNull().default(true),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(0),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wechat_followers_gscode_openid').on(t.gscode, t.openid),
    index('wechat_followers_gscode_subscribed_at').on(t.gscode, t.subscribedAt, t.id),
    index('wechat_followers_client').on(t.clientId),
  ],
);

/**
 * The branch's WeChat official account as the adapter uses it; the access token is cached
 * here so that every server process shares one (WeChat allows a limited number a day).
 * The settings page of issue 13 edits app_id and app_secret.
 */
export const wechatConfig = pgTable('wechat_config', {
  gscode: text('gscode')
    .primaryKey()
    .references(() => branches.gscode),
  appId: text('app_id').notNull().default(''),
  appSecret: text('app_secret').notNull().default(''),
  accessToken: text('access_token').notNull().default(''),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which key encrypts the stored secrets (secret-box.ts): one row, the key's id (a hash, never the
 * key). A process whose key is another refuses to start, so processes sharing the database never
 * encrypt with different keys. Left out of backups and kept by a restore (it describes the key of
 * this installation, not the business).
 */
export const secretKeyCheck = pgTable(
  'secret_key_check',
  {
    id: smallint('id').primaryKey().default(1),
    keyId: text('key_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('secret_key_check_one_row', sql`${t.id} = 1`)],
);

/**
 * Promoters (推广中心, issue 12): shop accounts that bring new clients (clients.promoter_id)
 * and earn a commission on those clients' orders.
 */
export const promoters = pgTable(
  'promoters',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    /** 1 enabled, 0 disabled. */
    status: smallint('status').notNull().default(1),
    /** Percent of the referred clients' completed order amounts. */
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2 }).notNull().default('5'),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('promoters_gscode').on(t.gscode, t.createdAt)],
);

/**
 * Credit applications (spec §7 CheckCreditList, fun_AuditPass): terms asked for a client,
 * approved or rejected by an administrator. state: 0 pending, 1 approved, 2 rejected.
 */
export const creditApplications = pgTable(
  'credit_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    isyuejie: smallint('isyuejie').notNull().default(1),
    maxprice: money('maxprice').notNull().default('0'),
    maxdays: integer('maxdays').notNull().default(0),
    tmpprice: money('tmpprice').notNull().default('0'),
    tmpdays: integer('tmpdays').notNull().default(0),
    reason: text('reason').notNull().default(''),
    appliedBy: integer('applied_by').references(() => users.id, { onDelete: 'set null' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    state: smallint('state').notNull().default(0),
    auditedBy: integer('audited_by').references(() => users.id, { onDelete: 'set null' }),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    auditComment: text('audit_comment').notNull().default(''),
  },
  (t) => [
    index('credit_applications_gscode_state_applied').on(t.gscode, t.state, t.appliedAt, t.id),
    index('credit_applications_client').on(t.clientId, t.appliedAt),
    check('credit_applications_state', sql`${t.state} in (0, 1, 2)`),
  ],
);

/**
 * An order. `status` follows the state machine of the contract (ORDER_MOVES): 0 placed,
 * 1 confirmed, 2 in production, 3 shipped, 4 completed, 9 cancelled. qty, items, paid and
 * payState are kept by the application in the same transaction as the lines and payments they
 * sum, so the list pages and filters without joins. `version` is bumped by every change: a
 * change based on an older version is refused (optimistic locking).
 */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    orderno: text('orderno').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    status: smallint('status').notNull().default(0),
    amount: money('amount').notNull(),
    /** Pieces over all lines. */
    qty: integer('qty').notNull().default(0),
    /** What was ordered: the lines' products, comma-separated. */
    items: text('items').notNull().default(''),
    /** Successful payments minus refunds. */
    paid: money('paid').notNull().default('0'),
    /** 0 unpaid, 1 partial, 2 paid (contract PAY_STATES by index). */
    payState: smallint('pay_state').notNull().default(0),
    /** pc | mobile | miniapp | counter (contract ORDER_CHANNELS). */
    channel: text('channel').notNull().default('pc'),
    salespersonId: integer('salesperson_id').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(0),
    consignee: text('consignee').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    tracking: text('tracking').notNull().default(''),
    cancelReason: text('cancel_reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_gscode_orderno').on(t.gscode, t.orderno),
    // The order list's sorts (id breaks ties, so a page is stable) and its selective filters (migration 0011).
    // Migration 0014 adds INCLUDE columns (the filter and sum columns) to all but the client one, for
    // index-only scans; drizzle does not model INCLUDE, so keep those in step by hand.
    index('orders_gscode_created_id').on(t.gscode, t.createdAt, t.id),
    index('orders_gscode_amount_id').on(t.gscode, t.amount, t.id),
    index('orders_gscode_paid_id').on(t.gscode, t.paid, t.id),
    index('orders_gscode_orderno_prefix').on(t.gscode, t.orderno.op('text_pattern_ops')),
    index('orders_gscode_client_created_id').on(t.gscode, t.clientId, t.createdAt, t.id),
    index('orders_gscode_status_created_id').on(t.gscode, t.status, t.createdAt, t.id),
    index('orders_gscode_status_amount_id').on(t.gscode, t.status, t.amount, t.id),
    index('orders_client').on(t.clientId),
    check('orders_channel', sql`${t.channel} in ('pc', 'mobile', 'miniapp', 'counter')`),
    check('orders_pay_state', sql`${t.payState} in (0, 1, 2)`),
    check('orders_status', sql`${t.status} in (0, 1, 2, 3, 4, 9)`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gscode: text('gscode').notNull(),
    product: text('product').notNull(),
    size: text('size').notNull().default(''),
    paper: text('paper').notNull().default(''),
    finish: text('finish').notNull().default(''),
    qty: integer('qty').notNull(),
    price: money('price').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [index('order_lines_order').on(t.orderId)],
);

/** Every state change of an order (the order's creation is its created_at, not a row here). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gscode: text('gscode').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** confirm | produce | ship | complete | cancel | restore (contract ORDER_ACTIONS). */
    action: text('action').notNull(),
    fromState: smallint('from_state').notNull(),
    toState: smallint('to_state').notNull(),
    reason: text('reason').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('order_events_order').on(t.orderId, t.at)],
);

export const orderNotes = pgTable(
  'order_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gscode: text('gscode').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    text: text('text').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('order_notes_order').on(t.orderId, t.at)],
);

/** A payment (positive) or refund (negative) of an order; only state success counts towards orders.paid. */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    amount: money('amount').notNull(),
    /** wechat | alipay | bank | cash | monthly (contract PAYMENT_METHODS). */
    method: text('method').notNull(),
    reference: text('reference').notNull().default(''),
    /** success | pending | failed (contract PAYMENT_STATES). */
    state: text('state').notNull().default('success'),
    /** A refund's reason. */
    reason: text('reason').notNull().default(''),
    /** Who recorded it in the console; null when it came from the shop. */
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_gscode_paid').on(t.gscode, t.paidAt),
    index('payments_order').on(t.orderId),
    index('payments_gscode_client_paid').on(t.gscode, t.clientId, t.paidAt),
    // The codes of the contract only: a stray word would make every list showing the row fail.
    check('payments_method', sql`${t.method} in ('wechat', 'alipay', 'bank', 'cash', 'monthly')`),
    check('payments_state', sql`${t.state} in ('success', 'pending', 'failed')`),
  ],
);

/** A shop user's cart; items, item count, qty and amount sum its cart_items (kept with them). */
export const carts = pgTable(
  'carts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    items: text('items').notNull().default(''),
    itemCount: integer('item_count').notNull().default(0),
    qty: integer('qty').notNull(),
    amount: money('amount').notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('carts_gscode_created').on(t.gscode, t.createdAt),
    index('carts_gscode_updated').on(t.gscode, t.updatedAt),
    index('carts_gscode_client_updated').on(t.gscode, t.clientId, t.updatedAt),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cartId: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    qty: integer('qty').notNull(),
    price: money('price').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [index('cart_items_cart').on(t.cartId)],
);

/** A user's column choice of one data table (shown columns, order, widths), so it follows the user. */
export const tablePrefs = pgTable(
  'table_prefs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tableId: text('table_id').notNull(),
    prefs: jsonb('prefs').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tableId] })],
);

/** A page visit to the branch's shop; clientId set when the visitor was signed in. */
export const visits = pgTable(
  'visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    visitorId: text('visitor_id').notNull(),
    clientId: integer('client_id'),
    page: text('page').notNull().default('/'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visits_gscode_at').on(t.gscode, t.at)],
);

export { sql };

/**
 * Dashboard rollups (issue 4), maintained by triggers in the same transaction as every write
 * to orders / visits (migration 0001_dashboard_rollups). Never written by application code.
 * Periods are local to the branch's time zone.
 */
/** Non-cancelled orders per (branch, grain, local period start, client): d = day, w = ISO week (Monday), m = month, y = year. */
export const orderRollup = pgTable(
  'order_rollup',
  {
    gscode: text('gscode').notNull(),
    grain: text('grain', { enum: ['d', 'w', 'm', 'y'] }).notNull(),
    period: date('period').notNull(),
    clientId: integer('client_id').notNull(),
    ddNum: integer('dd_num').notNull(),
    jine: numeric('jine', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gscode, t.grain, t.period, t.clientId] }),
    index('order_rollup_empty')
      .on(t.gscode)
      .where(sql`dd_num = 0`),
  ],
);

/**
 * The order list's total and summary row (issue 10 #6), maintained by statement-level triggers in
 * the same transaction as every write to orders (migrations 0011, 0015). Every order is counted in
 * its local day ('d'), its month ('m') and all time ('a', period -infinity), each for its client and
 * for every client (client_id 0) with amount_band -1 (every amount), and for every client in its
 * amount band (order_amount_band(amount), bands of 1-2-5 edges). salesperson_id 0 is "none".
 * Rows that reach zero orders are deleted. Never written by application code.
 */
export const orderSums = pgTable(
  'order_sums',
  {
    gscode: text('gscode').notNull(),
    clientId: integer('client_id').notNull(),
    grain: text('grain', { enum: ['d', 'm', 'a'] }).notNull(),
    period: date('period').notNull(),
    amountBand: smallint('amount_band').notNull().default(-1),
    status: smallint('status').notNull(),
    payState: smallint('pay_state').notNull(),
    channel: text('channel').notNull(),
    salespersonId: integer('salesperson_id').notNull(),
    n: integer('n').notNull(),
    qty: bigint('qty', { mode: 'number' }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    paid: numeric('paid', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'order_sums_pk',
      columns: [
        t.gscode,
        t.clientId,
        t.amountBand,
        t.grain,
        t.period,
        t.status,
        t.payState,
        t.channel,
        t.salespersonId,
      ],
    }),
    index('order_sums_empty')
      .on(t.gscode)
      .where(sql`n = 0`),
  ],
);

/** Visits per (branch, local day). */
export const visitRollup = pgTable(
  'visit_rollup',
  {
    gscode: text('gscode').notNull(),
    day: date('day').notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gscode, t.day] }),
    index('visit_rollup_empty')
      .on(t.gscode)
      .where(sql`visits = 0`),
  ],
);

/**
 * Every server process sharing the database reports itself here every few seconds (issue 15 #1):
 * its host, pid and the figures of its last report. A process not heard from for a day is removed.
 */
export const serverProcesses = pgTable('server_processes', {
  /** hostname:pid:start time (ms), unique per process run. */
  id: text('id').primaryKey(),
  hostname: text('hostname').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
  /** The last report (contract serverFigures), as JSON. */
  figures: jsonb('figures').notNull(),
});

/** The last hour of each process's reports, for the server page's charts (older rows are deleted by the reporter). */
export const serverSamples = pgTable(
  'server_samples',
  {
    processId: text('process_id')
      .notNull()
      .references(() => serverProcesses.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** contract serverSample without `at`, as JSON. */
    sample: jsonb('sample').notNull(),
  },
  (t) => [primaryKey({ columns: [t.processId, t.at] }), index('server_samples_at').on(t.at)],
);

// ---------------------------------------------------------------------------------------------
// Page content (issue 13): what the branch's shop shows, edited in the console and read by the
// shop through the public read API (modules/public-read). Every row belongs to one branch;
// `version` is bumped by every change (a change based on an older version is refused, 409);
// status 1 enabled, 0 disabled (spec §3 table status). Images are upload addresses.
// ---------------------------------------------------------------------------------------------

/** A banner in one of the shop's slots: pc (PC banner), ad (ad slot), wxapp (mini-program banner). */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    slot: text('slot').notNull(),
    image: text('image').notNull(),
    title: text('title').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    /** An http(s) address or a shop page path; '' = not a link. */
    link: text('link').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('banners_gscode_slot_sort').on(t.gscode, t.slot, t.sort, t.id),
    check('banners_slot', sql`${t.slot} in ('pc', 'ad', 'wxapp')`),
    check('banners_window', sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * A news item. state: draft, published (public from publish_at, which is set on publishing) or
 * scheduled (public from publish_at, in the future when scheduled). body is HTML as sanitised by
 * the server; nothing else is ever stored there.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    category: text('category').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    cover: text('cover').notNull().default(''),
    body: text('body').notNull().default(''),
    state: text('state').notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    author: text('author').notNull().default(''),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_gscode_updated').on(t.gscode, t.updatedAt, t.id),
    index('articles_gscode_public').on(t.gscode, t.state, t.publishAt, t.id),
    check('articles_state', sql`${t.state} in ('draft', 'published', 'scheduled')`),
  ],
);

/** Every saved version of a news item, newest last; restoring one saves it as a new version. */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    version: integer('version').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    cover: text('cover').notNull().default(''),
    body: text('body').notNull().default(''),
    savedBy: text('saved_by').notNull().default(''),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('article_revisions_article').on(t.articleId, t.id)],
);

/** A business-card size (/system/dspjsize), in millimetres. */
export const cardSizes = pgTable(
  'card_sizes',
  {
    id: serial('id').primaryKey(),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    widthMm: numeric('width_mm', { precision: 6, scale: 1 }).notNull(),
    heightMm: numeric('height_mm', { precision: 6, scale: 1 }).notNull(),
    bleedMm: numeric('bleed_mm', { precision: 4, scale: 1 }).notNull().default('2'),
    cornerMm: numeric('corner_mm', { precision: 4, scale: 1 }).notNull().default('0'),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('card_sizes_gscode_sort').on(t.gscode, t.sort, t.id)],
);

/**
 * A business-card template (/space/cardsettings): its size, front and back images, the fields
 * printed with their positions (fields: [{ key, side, x, y, fontSize, … }] in mm from the
 * trimmed top-left), default paper and finish, and prices by quantity ([{ quantity, price }]).
 */
export const cardTemplates = pgTable(
  'card_templates',
  {
    id: serial('id').primaryKey(),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    sizeId: integer('size_id')
      .notNull()
      .references(() => cardSizes.id),
    frontImage: text('front_image').notNull().default(''),
    backImage: text('back_image').notNull().default(''),
    fields: jsonb('fields').notNull().default([]),
    paper: text('paper').notNull().default(''),
    finish: text('finish').notNull().default(''),
    prices: jsonb('prices').notNull().default([]),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('card_templates_gscode_sort').on(t.gscode, t.sort, t.id), index('card_templates_size').on(t.sizeId)],
);

/**
 * A product shown in the shop (/space/productsshow): ordered images (upload addresses), specs
 * ({ sizeIds, papers, finishes }), a price range, on sale or not, its place in the order.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    category: text('category').notNull().default(''),
    images: jsonb('images').notNull().default([]),
    specs: jsonb('specs').notNull().default({}),
    priceMin: money('price_min').notNull().default('0'),
    priceMax: money('price_max').notNull().default('0'),
    onSale: smallint('on_sale').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_gscode_sort').on(t.gscode, t.sort, t.id),
    check('products_price_range', sql`${t.priceMin} >= 0 and ${t.priceMax} >= ${t.priceMin}`),
  ],
);

/** A department of the branch (/space/department): a tree by parent_id. */
export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    parentId: integer('parent_id').references((): AnyPgColumn => departments.id),
    name: text('name').notNull(),
    leader: text('leader').notNull().default(''),
    phone: text('phone').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('departments_gscode_parent').on(t.gscode, t.parentId, t.sort)],
);

/** A customer-service contact shown on the shop (/space/customerservice). */
export const serviceContacts = pgTable(
  'service_contacts',
  {
    id: serial('id').primaryKey(),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    name: text('name').notNull(),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    phone: text('phone').notNull().default(''),
    wechatId: text('wechat_id').notNull().default(''),
    qrImage: text('qr_image').notNull().default(''),
    hours: text('hours').notNull().default(''),
    /** 1 shown as online on the shop. */
    online: smallint('online').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_contacts_gscode_sort').on(t.gscode, t.sort, t.id)],
);

/**
 * One typed document per branch: `kind` 'system' (/system/setting, contract branchSettings),
 * 'home' (/space/indexsetting, the home page's sections), 'wechat' (/space/wechatsetting: the
 * official account and mini-program; secrets are never sent back to a browser) or 'backup' (the
 * platform branch's backup schedule, /safeguard/database). The contract
 * parses `value` with its defaults, so a key added later needs no migration.
 */
export const branchDocuments = pgTable(
  'branch_documents',
  {
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    kind: text('kind').notNull(),
    value: jsonb('value').notNull().default({}),
    version: integer('version').notNull().default(0),
    updatedBy: text('updated_by').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.gscode, t.kind] }),
    check('branch_documents_kind', sql`${t.kind} in ('system', 'home', 'wechat', 'backup')`),
  ],
);

// ——— Live console (issue 14): messages, power requests, QR-code and desktop-software sign-in ———

/**
 * The console's messages (spec §2 notice panel, /message/message): `notice` from an administrator
 * to the whole branch or to roles (`toRoles`), `message` to one user (`toUserId`), `todo` something
 * waiting for an answer, addressed to the holders of a mark (`toMark`) or to one user. A to-do
 * names what it is about (`todoKind`, `refId`) and is `open` until someone settles it.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** The English title of a message the system writes (a to-do); empty for what a person wrote. */
    titleEn: text('title_en').notNull().default(''),
    body: text('body').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** The sender's display name as it was (a deleted sender still has a name). */
    senderName: text('sender_name').notNull().default(''),
    toUserId: integer('to_user_id').references(() => users.id, { onDelete: 'cascade' }),
    toRoles: text('to_roles').array(),
    toMark: text('to_mark'),
    todoKind: text('todo_kind'),
    refId: bigint('ref_id', { mode: 'number' }),
    state: text('state'),
    doneBy: text('done_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_gscode_created').on(t.gscode, t.createdAt, t.id),
    index('messages_to_user').on(t.toUserId, t.createdAt),
    // Each tab's newest first, at a million messages: the branch's notices, the to-dos of a mark.
    index('messages_notices')
      .on(t.gscode, t.createdAt, t.id)
      .where(sql`${t.kind} = 'notice'`),
    index('messages_todo_mark')
      .on(t.gscode, t.toMark, t.createdAt, t.id)
      .where(sql`${t.kind} = 'todo'`),
    index('messages_todo_ref').on(t.gscode, t.todoKind, t.refId),
    check('messages_kind', sql`${t.kind} in ('notice', 'message', 'todo')`),
    check(
      'messages_state',
      sql`(${t.kind} = 'todo') = (${t.state} is not null) and (${t.state} is null or ${t.state} in ('open', 'done'))`,
    ),
    check('messages_addressed', sql`${t.kind} = 'notice' or ${t.toUserId} is not null or ${t.toMark} is not null`),
  ],
);

/** Who has read which message (a notice to the whole branch is read user by user). */
export const messageReads = pgTable(
  'message_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageId] }), index('message_reads_message').on(t.messageId)],
);

/**
 * A power request (spec §4, §6, §7 save_power_sq): a user asks for a page their role lists as
 * inactive. Approving activates the role's grant of the page; rejecting tells the requester why.
 */
export const powerRequests = pgTable(
  'power_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleCode: text('role_code').notNull(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    /** As sent: the page's mark(s) and name(s) (spec §7 powers, menunames). */
    powers: text('powers').notNull(),
    menunames: text('menunames').notNull(),
    state: text('state').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('power_requests_gscode_created').on(t.gscode, t.createdAt),
    // One open request per user and page: asking twice does not make two.
    uniqueIndex('power_requests_pending')
      .on(t.userId, t.menuId)
      .where(sql`${t.state} = 'pending'`),
    check('power_requests_state', sql`${t.state} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * A QR-code sign-in (spec §1, §7 loginqrcode / Get_LoginData): the desktop holds the code (shown
 * in the QR) and a poll key (never shown); only hashes are stored. A signed-in phone confirms or
 * rejects; the desktop's next poll then receives a fresh session once.
 */
export const loginQr = pgTable(
  'login_qr',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    codeHash: text('code_hash').notNull(),
    pollHash: text('poll_hash').notNull(),
    state: text('state').notNull().default('waiting'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    gscode: text('gscode'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('login_qr_code').on(t.codeHash),
    uniqueIndex('login_qr_poll').on(t.pollHash),
    index('login_qr_expires').on(t.expiresAt),
    check('login_qr_state', sql`${t.state} in ('waiting', 'scanned', 'confirmed', 'rejected', 'used')`),
  ],
);

/**
 * Desktop-software keys (spec §7 /SoftLogin.ashx/get_LoginToken): an administrator creates a key
 * for one account of the branch and may revoke it; the key is shown once, only its hash is kept.
 */
export const softKeys = pgTable(
  'soft_keys',
  {
    id: serial('id').primaryKey(),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, to tell keys apart in the list. */
    prefix: text('prefix').notNull(),
    createdBy: text('created_by').notNull().default(''),
    /** Who made the key: a key for another account works only while its maker holds every mark of that account (modules/staff/guards.ts). */
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('soft_keys_hash').on(t.keyHash), index('soft_keys_gscode').on(t.gscode)],
);

/** A single-use sign-in token handed to the desktop software: valid 60 s, exchanged at /softwarelogin. */
export const softTokens = pgTable(
  'soft_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    keyId: integer('key_id')
      .notNull()
      .references(() => softKeys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gscode: text('gscode').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('soft_tokens_expires').on(t.expiresAt)],
);

// ——— Care of the system (issue 15) ———

/**
 * A year's monthly targets (/plan/year-plan): for the branch as a whole (salesperson_id 0) and per
 * salesperson (a staff account of the branch). One row per month; the actual figures are read from
 * the order rollup (order_sums), never stored here.
 */
export const yearPlans = pgTable(
  'year_plans',
  {
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    year: smallint('year').notNull(),
    /** 0 = the branch as a whole; otherwise users.id of a salesperson of the branch. */
    salespersonId: integer('salesperson_id').notNull(),
    month: smallint('month').notNull(),
    amount: money('amount').notNull().default('0'),
    orders: integer('orders').notNull().default(0),
    version: integer('version').notNull().default(0),
    updatedBy: text('updated_by').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'year_plans_pk', columns: [t.gscode, t.year, t.salespersonId, t.month] }),
    check('year_plans_month', sql`${t.month} between 1 and 12`),
    check('year_plans_year', sql`${t.year} between 2000 and 2100`),
    check('year_plans_figures', sql`${t.amount} >= 0 and ${t.orders} >= 0`),
  ],
);

// ——— Value lists (issue 37 #10) ———

/**
 * A branch's editable value lists (/system/dict, RuoYi's 字典): the labels offered for a client
 * profile field that the spec leaves free text (client source, customer kind, level, group,
 * industry, payment method, invoice type). `list` is the field's name; `name` is the text a
 * client stores (a rename carries the branch's clients with it), `name_en` how an English reader
 * sees it ('' → `name`). A new branch gets the default items (trigger on branches, migration 0034).
 */
export const valueListItems = pgTable(
  'value_list_items',
  {
    id: serial('id').primaryKey(),
    gscode: text('gscode')
      .notNull()
      .references(() => branches.gscode),
    list: text('list').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('value_list_items_name').on(t.gscode, t.list, t.name),
    index('value_list_items_order').on(t.gscode, t.list, t.sort, t.id),
  ],
);

// ——— Scheduled work (issue 37 #9) ———

/**
 * The record of the periodic tasks' runs (modules/tasks, /safeguard/tasks): one row a run of a
 * task for a scope (gscode: '' = the platform, else the branch), started by a process's timer or by a
 * user's "run now". At most one running row per task and scope (task_runs_running): the claim
 * that keeps two processes, or the timer and "run now", from running it twice at once. Log
 * retention deletes rows older than TASK_RUN_KEEP_DAYS, keeping each task and scope's last few.
 */
export const taskRuns = pgTable(
  'task_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    task: text('task').notNull(),
    /** '' for a platform task's run, else the branch's code (no foreign key: '' is no branch). */
    gscode: text('gscode').notNull().default(''),
    trigger: text('trigger').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    outcome: text('outcome').notNull().default('running'),
    /** What it did, in both languages ("1,204 log rows removed"). */
    result: text('result').notNull().default(''),
    resultEn: text('result_en').notNull().default(''),
    /** Why it failed: the error's message, one line, never a stack trace. */
    error: text('error').notNull().default(''),
    /** The server process that ran it (modules/safeguard PROCESS_ID). */
    process: text('process').notNull().default(''),
    /** The account that pressed "run now" ('' for the timer). */
    startedBy: text('started_by').notNull().default(''),
  },
  (t) => [
    uniqueIndex('task_runs_running')
      .on(t.task, t.gscode)
      .where(sql`outcome = 'running'`),
    index('task_runs_task').on(t.task, t.gscode, t.startedAt),
    index('task_runs_started').on(t.startedAt),
    check('task_runs_outcome', sql`${t.outcome} in ('running', 'ok', 'failed')`),
    check('task_runs_trigger', sql`${t.trigger} in ('timer', 'manual')`),
  ],
);

/**
 * Long work as jobs (issue 40, modules/jobs): an export or an import, queued by a user and run by
 * whichever server process claims it. `attempt` counts the claims and fences the work: a process
 * writes its files and ends the job only while the job is still its attempt, so of a run taken
 * over (its process died, its lease ran out) only the newer run can finish it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gscode: text('gscode').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The role it was started in (a read-only view's is the branch's administrator role). */
    roleCode: text('role_code').notNull(),
    /** "branch/account" of the platform owner when started in a read-only view (issue 41), else ''. */
    viewer: text('viewer').notNull().default(''),
    /** The starter's language: the file's headers and the error sheet's reasons are in it. */
    lang: text('lang').notNull(),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull(),
    state: text('state').notNull().default('queued'),
    attempt: integer('attempt').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The server process running it, or that ran it last (modules/safeguard PROCESS_ID). */
    process: text('process').notNull().default(''),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    done: integer('done').notNull().default(0),
    total: integer('total'),
    /** The end: rows, file names, an import's counts (contract jobRow). */
    result: jsonb('result'),
    /** Why it failed: an i18n key and its params, said in the reader's language. */
    error: jsonb('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('jobs_owner').on(t.userId, t.id),
    index('jobs_open')
      .on(t.id)
      .where(sql`state in ('queued', 'running')`),
    index('jobs_expires').on(t.expiresAt),
    check('jobs_state', sql`${t.state} in ('queued', 'running', 'done', 'failed', 'cancelled')`),
  ],
);

/** A job's file in pieces of about a megabyte, written as the job makes it; read in order to download. */
export const jobFiles = pgTable(
  'job_files',
  {
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    attempt: integer('attempt').notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.file, t.attempt, t.seq] })],
);

/** A sheet uploaded for an import job (ClientImportSheet), the uploader's, until it expires. */
export const jobUploads = pgTable(
  'job_uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gscode: text('gscode').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('job_uploads_owner').on(t.userId), index('job_uploads_expires').on(t.expiresAt)],
);

/**
 * The answers of writes sent with an Idempotency-Key (plugins/idempotency.ts), per account, for
 * 24 hours: a repeat of the same request answers the first answer and changes nothing. `status`
 * is null while the first request is being answered.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the call and its validated body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created').on(t.createdAt)],
);

/**
 * The general rate limit's counts, shared by every server process (plugins/rate-limit.ts): calls
 * per key (a user, or a client address) in one minute, the minute as minutes since 1970.
 */
export const rateCounts = pgTable(
  'rate_counts',
  {
    minute: bigint('minute', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    calls: integer('calls').notNull(),
  },
  (t) => [primaryKey({ columns: [t.minute, t.key] })],
);

/**
 * The backups of the whole database (modules/backups), kept in the database so that every server
 * process lists, downloads, restores and deletes the same ones: one row a backup with what its
 * header says (`made_at` is the header's time as written; an uploaded file's header says it), its
 * file in `backup_parts`. A row is written with its pieces in one transaction, so a backup half
 * made is never seen. None of the three tables is in a backup, and a restore leaves them as they are.
 */
export const backups = pgTable(
  'backups',
  {
    name: text('name').primaryKey(),
    kind: text('kind').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    pieces: integer('pieces').notNull().default(0),
    madeAt: text('made_at').notNull().default(''),
    createdBy: text('created_by').notNull().default(''),
    tables: integer('tables').notNull().default(0),
    rows: bigint('rows', { mode: 'number' }).notNull().default(0),
    postgres: text('postgres').notNull().default(''),
    migrations: text('migrations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('backups_kind', sql`${t.kind} in ('manual', 'scheduled', 'uploaded')`)],
);

/** A backup's file in pieces of a megabyte (db/pieces.ts), numbered from 0. */
export const backupParts = pgTable(
  'backup_parts',
  {
    name: text('name')
      .notNull()
      .references(() => backups.name, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.seq] })],
);

/**
 * Single-use download tickets for one backup (BackupDownloadTicket), by the SHA-256 of the ticket:
 * any process takes a ticket another process made, once.
 */
export const backupTickets = pgTable('backup_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  name: text('name')
    .notNull()
    .references(() => backups.name, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
