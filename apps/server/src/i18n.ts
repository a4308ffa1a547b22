import type { FastifyRequest } from 'fastify';
import { FIELD_LABELS, wordsOfIssue, type Lang } from '@bo/contract';

/** Server messages in cn and en; the caller's Accept-Language picks (cn unless it asks for English). */
const messages = {
  ok: { cn: '成功', en: 'OK' },
  badContentLength: {
    cn: '请求内容的长度与 Content-Length 不符',
    en: 'The request body does not match its Content-Length',
  },
  badUrl: { cn: '网址编码不正确：{url}', en: 'The URL is not correctly encoded: {url}' },
  badCredentials: {
    cn: `${FIELD_LABELS.gscode.cn}、账号或密码错误，还可尝试 {remaining} 次，之后将暂停登录 {minutes} 分钟`,
    en: 'Wrong branch code, account or password. Tries left before a {minutes}-minute pause: {remaining}',
  },
  badCredentialsPaused: {
    cn: `${FIELD_LABELS.gscode.cn}、账号或密码错误，尝试次数已用完，请 {minutes} 分钟后再试`,
    en: 'Wrong branch code, account or password. No tries left: try again in {minutes} minutes',
  },
  accountDisabled: { cn: '账号已停用，请联系管理员', en: 'This account is disabled; ask your administrator' },
  loginThrottled: {
    cn: '登录失败次数过多，请 {minutes} 分钟后再试',
    en: 'Too many failed sign-ins; try again in {minutes} minutes',
  },
  sessionMissing: {
    cn: '未登录或登录已失效，请重新登录',
    en: 'You are not signed in or your session has ended; please sign in again',
  },
  sessionExpired: { cn: '登录已过期，请重新登录', en: 'Your session has expired; please sign in again' },
  forbidden: {
    cn: '没有权限执行此操作（需要「{power}」权限）',
    en: 'You do not have permission for this (it needs "{power}")',
  },
  otherBranch: { cn: '不能访问其他分公司或用户的数据', en: 'You cannot access another branch or user' },
  validation: { cn: '参数错误：{detail}', en: 'Invalid input: {detail}' },
  validationMore: { cn: '；另有 {n} 处同类错误', en: '; and {n} more like these' },
  malformedJson: { cn: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  tooLarge: { cn: '请求内容过大（上限 {limit} 字节）', en: 'The request body is too large (limit {limit} bytes)' },
  notFound: { cn: '接口不存在：{method} {url}', en: 'No such API: {method} {url}' },
  throttled: { cn: '请求过于频繁，请 {seconds} 秒后再试', en: 'Too many requests; try again in {seconds} seconds' },
  serverError: {
    cn: '服务器错误，请稍后重试（请求编号 {id}）',
    en: 'Server error; please try again (request id {id})',
  },
  notFoundRecord: { cn: '记录不存在', en: 'Record not found' },
  switchNotAllowed: {
    cn: '切换失败：管理员没有授权你切换到该账号',
    en: 'Switching failed: an administrator has not granted you that account',
  },
  wrongCurrentPassword: { cn: '当前密码不正确', en: 'The current password is wrong' },
  passwordHasAccount: { cn: '新密码不能包含账号名', en: 'The new password must not contain the account name' },
  passwordCommon: { cn: '新密码过于常见，请换一个', en: 'The new password is too common; choose another' },
  // Forced password change and the personal center (issue 11 #7).
  passwordChangeRequired: {
    cn: '管理员已重置你的密码，请先设置新密码，然后才能继续使用',
    en: 'An administrator reset your password: choose a new one before doing anything else',
  },
  // The lock screen (issue 37 #4).
  settingsLockNotShorter: {
    cn: '无操作锁屏的时间须短于会话空闲超时（或填 0 表示不锁屏）',
    en: 'Lock when idle must be shorter than the idle time-out (or 0 for never)',
  },
  sessionLocked: {
    cn: '控制台已锁定，请输入密码解锁',
    en: 'The console is locked: enter your password to unlock it',
  },
  unlockBadPassword: {
    cn: '密码错误，还可尝试 {remaining} 次，之后将暂停 {minutes} 分钟',
    en: 'Wrong password. Tries left before a {minutes}-minute pause: {remaining}',
  },
  unlockBadPasswordPaused: {
    cn: '密码错误次数过多，请 {minutes} 分钟后再试，或退出后重新登录',
    en: 'Too many wrong passwords: try again in {minutes} minutes, or log out and sign in again',
  },
  // Two-factor sign-in (issue 39).
  totpRequired: {
    cn: '请输入身份验证器应用中的动态验证码',
    en: 'Enter the code from your authenticator app',
  },
  totpBadSignIn: {
    cn: '验证码错误或已使用，还可尝试 {remaining} 次，之后将暂停 {minutes} 分钟',
    en: 'Wrong or used code. Tries left before a {minutes}-minute pause: {remaining}',
  },
  totpBadSignInPaused: {
    cn: '验证码错误或已使用，尝试次数已用完，请 {minutes} 分钟后再试',
    en: 'Wrong or used code. No tries left: try again in {minutes} minutes',
  },
  totpBadCode: {
    cn: '验证码错误或已使用：请输入应用中当前显示的 6 位数字',
    en: 'Wrong or used code: enter the 6 digits the app shows now',
  },
  totpAlreadyOn: {
    cn: '两步验证已开启；如要更换手机，请先关闭再重新开启',
    en: 'Two-factor sign-in is already on; to move it to another phone, turn it off and on again',
  },
  totpNoSetup: {
    cn: '请先点击「开启两步验证」获取新的密钥，再输入验证码',
    en: 'Start with "Turn on two-factor sign-in" to get a new key, then enter the code',
  },
  totpNotOn: { cn: '两步验证未开启', en: 'Two-factor sign-in is not on' },
  totpRequiredByRole: {
    cn: '你的角色要求两步验证，不能关闭；换手机时请联系管理员重置',
    en: 'Your role requires two-factor sign-in, so it cannot be turned off; to change phones, ask an administrator to reset it',
  },
  totpEnrolRequired: {
    cn: '你的角色要求两步验证：请先用身份验证器应用完成设置，然后才能继续使用',
    en: 'Your role requires two-factor sign-in: set it up with an authenticator app before doing anything else',
  },
  totpOwnReset: {
    cn: '不能重置自己的两步验证；请在个人中心关闭后重新开启',
    en: 'You cannot reset your own two-factor sign-in; turn it off and on again in your personal center',
  },
  totpLoosenNeedsTwoFactor: {
    cn: '取消角色的两步验证要求，须使用以两步验证登录的会话',
    en: "Turning off a role's two-factor requirement needs a session signed in with two-factor",
  },
  totpKeyNeedsTwoFactor: {
    cn: '你的角色要求两步验证：请用动态验证码重新登录后再创建桌面软件密钥',
    en: 'Your role requires two-factor sign-in: sign in again with a code before making a desktop-software key',
  },
  passwordUnchanged: { cn: '新密码不能与当前密码相同', en: 'The new password must differ from the current one' },
  sessionIsCurrent: {
    cn: '这是你正在使用的会话；如要退出，请使用右上角的「退出登录」',
    en: 'This is the session you are using; to end it, log out from the user menu',
  },
  avatarNotUploaded: {
    cn: '头像必须是在本分公司上传的图片，请重新上传',
    en: 'The avatar must be an image uploaded in this branch; upload it again',
  },
  // Uploads (issue 11 #7).
  uploadNotMultipart: {
    cn: '请以 multipart/form-data 方式在字段 {field} 中上传文件',
    en: 'Send the file as multipart/form-data in the field {field}',
  },
  uploadOneFile: { cn: '一次只能上传一个文件（字段 {field}）', en: 'Upload one file at a time (field {field})' },
  uploadNoFile: {
    cn: '没有收到文件，请选择一个文件（字段 {field}）',
    en: 'No file was received; choose a file (field {field})',
  },
  uploadMalformed: {
    cn: '上传的内容不完整或格式不正确，请重新上传',
    en: 'The upload was cut short or is malformed; upload the file again',
  },
  uploadTooLarge: { cn: '文件过大，最大 {limit}', en: 'The file is too large: at most {limit}' },
  uploadNotImage: {
    cn: '文件不是 PNG、JPEG、WebP 或 GIF 图片（按文件内容判断，与文件名无关）',
    en: 'The file is not a PNG, JPEG, WebP or GIF image (judged by its content, not its name)',
  },
  uploadDamaged: {
    cn: '图片已损坏或夹带了图片以外的内容，请用图片编辑软件另存后再上传',
    en: 'The image is damaged or carries something besides the image; save it again from an image editor and upload that',
  },
  uploadNotFound: { cn: '文件不存在', en: 'File not found' },
  unsupportedMedia: { cn: '不支持的内容类型', en: 'Unsupported content type' },
  orderMoveIllegal: {
    cn: '订单当前为「{state}」，不能「{action}」',
    en: 'This order is {state}: it cannot be {action}',
  },
  orderRestoreUnknown: {
    cn: '找不到该订单取消前的状态，无法恢复',
    en: 'The state this order was cancelled from is not on record, so it cannot be restored',
  },
  orderStale: {
    cn: '该订单已被他人修改，请刷新后重试',
    en: 'This order was changed by someone else meanwhile; reload it and try again',
  },
  orderCancelReason: { cn: '取消订单需要填写原因', en: 'Cancelling an order needs a reason' },
  paymentCancelled: { cn: '订单已取消，不能收款', en: 'The order is cancelled: no payment can be recorded' },
  paymentTooMuch: {
    cn: '收款金额超过未付金额 {outstanding}',
    en: 'The payment is more than the outstanding amount of {outstanding}',
  },
  refundTooMuch: { cn: '退款金额超过已付金额 {paid}', en: 'The refund is more than the paid amount of {paid}' },
  exportFailed: {
    cn: '导出失败，请稍后重试（请求编号 {id}）',
    en: 'The export failed; please try again (request id {id})',
  },
  // Staff accounts and company data (issue 11 #1).
  staffPasswordRequired: { cn: '新增账号需要设置初始密码', en: 'Adding an account needs a first password' },
  staffNameTaken: {
    cn: '本分公司已有账号「{name}」（不区分大小写），请换一个账号名',
    en: 'This branch already has the account "{name}" (whatever the case); choose another name',
  },
  staffNoRename: {
    cn: '账号名不能修改；如需新账号名，请新增账号',
    en: 'An account cannot be renamed; add a new account for a new name',
  },
  staffNoPasswordOnEdit: {
    cn: '编辑账号时不能修改密码，请使用「重置密码」',
    en: 'Editing an account does not change its password; use Reset password',
  },
  staffRoleUnknown: {
    cn: '本分公司没有已启用的角色「{role}」，请刷新后重选',
    en: 'This branch has no enabled role "{role}"; reload and choose again',
  },
  staffRoleBeyondOwn: {
    cn: '不能授予角色「{role}」：它含有你没有的权限（{marks}）',
    en: 'You cannot give the role "{role}": it holds powers you do not have ({marks})',
  },
  roleBeyondOwn: {
    cn: '不能修改角色「{role}」：它含有你没有的权限（{marks}）',
    en: 'You cannot change the role "{role}": it holds powers you do not have ({marks})',
  },
  softKeyMakerBeyond: {
    cn: '这个桌面客户端密钥已失效：创建它的人没有该账号的全部权限，请让有权限的人重新创建',
    en: 'This desktop software key no longer works: whoever made it lacks some powers of its account; ask someone who holds them to make a new one',
  },
  staffAccountBeyondOwn: {
    cn: '不能操作账号「{name}」：它的角色含有你没有的权限（{marks}）',
    en: 'You cannot change the account "{name}": its role holds powers you do not have ({marks})',
  },
  staffOwnRole: {
    cn: '不能修改自己的角色，请让其他管理员操作',
    en: 'You cannot change your own role; ask another administrator',
  },
  staffOwnStatus: { cn: '不能停用或启用自己的账号', en: 'You cannot disable or enable your own account' },
  staffOwnPassword: {
    cn: '不能在这里重置自己的密码，请在个人中心修改密码',
    en: 'You cannot reset your own password here; change it in the personal center',
  },
  staffOwnRemove: { cn: '不能删除自己的账号', en: 'You cannot remove your own account' },
  staffLastAdmin: {
    cn: '「{name}」是本分公司最后一个启用的管理员，不能停用、降级或删除；请先让另一个账号成为管理员',
    en: '"{name}" is the last active administrator of this branch: it cannot be disabled, demoted or removed; make another account administrator first',
  },
  staffReferenced: {
    cn: '账号「{name}」出现在 {orders} 个订单和 {records} 条其他业务记录中，不能删除；请改为停用',
    en: 'The account "{name}" appears in {orders} orders and {records} other business records, so it cannot be removed; disable it instead',
  },
  grantGranteeUnknown: { cn: '分公司 {gscode} 没有账号「{name}」', en: 'Branch {gscode} has no account "{name}"' },
  grantSelf: { cn: '账号不能被授权切换到它自己', en: 'An account cannot be granted a switch into itself' },
  grantExists: { cn: '「{grantee}」已可以切换到「{name}」', en: '"{grantee}" may already switch into "{name}"' },
  companyLogoNotUploaded: {
    cn: '标志必须是在本分公司上传的图片，请重新上传',
    en: 'The logo must be an image uploaded in this branch; upload it again',
  },
  roleCodeTaken: {
    cn: '本分公司已有代码为「{code}」的角色，请换一个代码',
    en: 'This branch already has a role with the code "{code}"; choose another code',
  },
  roleBuiltin: {
    cn: '内置的管理员角色不能修改、停用或删除，其权限也不能更改',
    en: 'The built-in administrator role cannot be edited, disabled or removed, and its powers cannot be changed',
  },
  roleOwn: {
    cn: '不能修改自己所属的角色（名称、状态、权限或删除），请让其他管理员操作',
    en: 'You cannot change your own role (its names, status or powers, or remove it); ask another administrator',
  },
  roleInUse: {
    cn: '仍有 {count} 个账号使用该角色：{names}。请先为这些账号更换角色，再删除',
    en: '{count} accounts still hold this role: {names}. Give them another role first, then remove it',
  },
  rolePowersStale: {
    cn: '该角色的权限已被他人修改，请重新加载后再保存',
    en: "This role's powers were changed by someone else meanwhile; reload and save again",
  },
  roleGrantNotHeld: {
    cn: '不能授予自己没有的权限：{marks}',
    en: 'You cannot grant powers you do not hold yourself: {marks}',
  },
  roleMenuUnknown: { cn: '菜单项不存在：{ids}，请重新加载', en: 'No such menu item: {ids}; reload and try again' },
  exportAccountBusy: {
    cn: '你已有 {limit} 个导出正在进行，请等它们完成后再导出',
    en: 'You already have {limit} exports running; wait for them to finish, then export again',
  },
  exportBranchBusy: {
    cn: '本分公司已有 {limit} 个导出正在进行，请稍后再导出',
    en: 'This branch already has {limit} exports running; export again in a moment',
  },
  exportServerBusy: {
    cn: '服务器上的导出已满，请稍后再导出',
    en: 'The server is busy with other exports; export again in a moment',
  },
  exportTooLarge: {
    cn: '筛选结果有 {rows} 行，超过 Excel 单表上限 {max} 行，请缩小筛选范围后再导出',
    en: 'The filtered set has {rows} rows, more than one Excel sheet holds ({max}); narrow the filters and export again',
  },
  // The menu catalogue (issue 11 #3).
  menuPlatformOnly: {
    cn: '菜单目录由平台总部统一维护，其他分公司只能查看',
    en: "The menu catalogue is kept by the platform owner's branch; other branches can only read it",
  },
  menuStale: {
    cn: '该菜单已被他人修改，请刷新后重试',
    en: 'This menu item was changed by someone else meanwhile; reload and try again',
  },
  menuParentMissing: { cn: '上级菜单不存在，请刷新后重试', en: 'The parent item does not exist; reload and try again' },
  menuTitleTaken: {
    cn: '英文名称「{name}」已被其他菜单使用',
    en: 'The English title "{name}" is already used by another item',
  },
  menuRouteTaken: {
    cn: '路由 {url} 已被菜单「{other}」使用',
    en: 'The route {url} is already used by the item "{other}"',
  },
  menuRouteReserved: {
    cn: '路由 {url} 属于系统或内置页面，不能使用',
    en: 'The route {url} belongs to the system or a built-in page and cannot be used',
  },
  menuRouteRequired: { cn: '目录和页面必须填写路由', en: 'A directory or a page needs a route' },
  menuButtonFields: { cn: '按钮没有路由、图标和网址', en: 'A button has no route, icon or address' },
  menuMarkRequired: { cn: '按钮必须填写权限标识', en: 'A button needs a permission mark' },
  menuDirectoryMark: { cn: '目录没有权限标识', en: 'A directory has no permission mark' },
  menuLinkOnlyPage: { cn: '只有页面可以打开网址', en: 'Only a page can open an address' },
  menuLinkHasPage: {
    cn: '路由 {url} 在控制台中已有页面，不能改为打开网址',
    en: 'The route {url} has a page of the console, so it cannot open an address',
  },
  menuEmbedNeedsLink: { cn: '在框架内打开需要填写网址', en: 'Opening inside the console needs an address' },
  menuParentOfButton: { cn: '按钮必须放在页面之下', en: 'A button must be under a page' },
  menuParentOfPage: { cn: '页面必须放在目录之下', en: 'A page must be under a directory' },
  menuParentOfDirectory: {
    cn: '目录只能放在顶层或其他目录之下',
    en: 'A directory must be at the top or under another directory',
  },
  menuTooDeep: {
    cn: '菜单最多三级（目录和页面），按钮在页面之下',
    en: 'Menus nest at most three levels deep (directories and pages); buttons sit under a page',
  },
  menuChildrenDoNotFit: {
    cn: '它的下级菜单放不到这种类型之下',
    en: 'Its children cannot stay under an item of this type',
  },
  menuBuiltinFixed: {
    cn: '内置菜单的路由、类型和权限标识不能修改',
    en: 'The route, type and mark of a built-in item cannot be changed',
  },
  menuBuiltinRemove: {
    cn: '内置菜单不能删除，可以隐藏或停用',
    en: 'A built-in item cannot be deleted; hide or disable it instead',
  },
  menuHasChildren: { cn: '请先删除或移走它的下级菜单', en: 'Delete or move its children first' },
  menuParentDisabled: { cn: '上级菜单已停用，请先启用上级菜单', en: 'Its parent is disabled; enable the parent first' },
  menuCycle: { cn: '不能移动到它自己或它的下级之下', en: 'An item cannot move under itself or one of its children' },
  menuProtected: {
    cn: '菜单管理页面及其编辑按钮不能停用，否则将无人能管理菜单',
    en: 'The menu page and its edit button cannot be disabled, or nobody could manage the menus again',
  },
  menuSelfEmbed: { cn: '不能在控制台内嵌入控制台自己的网址', en: "The console's own address cannot be embedded in it" },
  // The database page (issue 15 #2).
  databasePlatformOnly: {
    cn: '数据库由所有分公司共用，只有平台总部可以查看和维护',
    en: "Every branch shares the database, so only the platform owner's branch may see and look after it",
  },
  // Headquarters (issue 41).
  branchesPlatformOnly: {
    cn: '分公司对比和只读查看仅限平台总部使用',
    en: "Comparing branches and viewing one read-only is for the platform owner's branch only",
  },
  readOnlyView: {
    cn: '只读查看：不能修改本分公司的任何数据，请先退出查看',
    en: 'Read-only view: nothing in this branch can be changed. Exit the view first',
  },
  viewNotAView: { cn: '当前会话不是只读查看', en: 'This session is not a read-only view' },
  viewOwnBranch: { cn: '不能只读查看平台总部自己', en: "The platform owner's own branch cannot be viewed read-only" },
  viewBranchDisabled: {
    cn: '分公司 {gscode} 已停用，无法查看',
    en: 'Branch {gscode} is disabled and cannot be viewed',
  },
  // Writes sent again (issue 38 #6, plugins/idempotency.ts).
  idempotencyKeyInvalid: {
    cn: 'Idempotency-Key 请求头须为 1 到 255 个可见 ASCII 字符',
    en: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters',
  },
  idempotencyKeyReused: {
    cn: '此 Idempotency-Key 已用于另一个请求：每个操作请使用新的键',
    en: 'This Idempotency-Key was used for another request: use a new key for each action',
  },
  idempotencyKeyInFlight: {
    cn: '使用此 Idempotency-Key 的请求仍在处理或结果未知：请先查看数据是否已更改，再重试',
    en: 'The request with this Idempotency-Key is still being answered, or its outcome is unknown: check whether the data changed before trying again',
  },
  cancelOwnQuery: { cn: '不能取消本次请求自己的查询', en: 'This request cannot cancel its own query' },
  cancelNoBackend: {
    cn: '进程 {pid} 不是本数据库的查询，可能已经结束，请刷新',
    en: 'Process {pid} is not a query of this database; it may have ended. Refresh the list',
  },
  // Backups and restore (issue 15 #3).
  backupUnknown: {
    cn: '没有名为 {name} 的备份（可能已被删除）',
    en: 'There is no backup named {name} (it may have been deleted)',
  },
  // Why a file is refused: each reason in words; nothing was changed in any of these cases.
  backupNotGzip: {
    cn: '文件不是本控制台的备份：它不是 gzip 压缩文件（备份文件以 .gz 结尾）；数据库未做任何更改',
    en: 'The file is not a backup of this console: it is not gzip-compressed (backups end in .gz); the database was not changed',
  },
  backupCorrupt: {
    cn: '备份文件已损坏：压缩数据中有错误字节（可能在复制或传输中损坏）；数据库未做任何更改',
    en: 'The backup file is damaged: its compressed data has wrong bytes (perhaps damaged while copied or transferred); the database was not changed',
  },
  backupNotBackup: {
    cn: '文件不是本控制台的备份：它是压缩文件，但开头不是备份的标记；数据库未做任何更改',
    en: 'The file is not a backup of this console: it is compressed, but does not begin the way a backup does; the database was not changed',
  },
  backupBadHeader: {
    cn: '备份的目录（文件开头对内容的说明）无法读取或超出范围，文件已损坏或被修改；数据库未做任何更改',
    en: "The backup's table of contents (the description at its start) cannot be read or is out of bounds: the file is damaged or was altered; the database was not changed",
  },
  backupRowCount: {
    cn: '备份中某个表的行数与备份目录所写的不符，文件已损坏或被修改；数据库未做任何更改',
    en: "A table in the backup holds another number of rows than the backup's table of contents says: the file is damaged or was altered; the database was not changed",
  },
  backupChecksum: {
    cn: '备份的校验和与其内容不符，文件在生成后被修改或损坏；数据库未做任何更改',
    en: "The backup's checksum does not match its contents: the file was altered or damaged after it was made; the database was not changed",
  },
  backupCut: {
    cn: '备份文件不完整：在结尾之前就中断了（可能下载或上传未完成）；数据库未做任何更改',
    en: 'The backup file is incomplete: it stops before its end (perhaps a download or upload did not finish); the database was not changed',
  },
  backupLineTooLong: {
    cn: '备份中有一段数据解压后过大（超过 512 MiB 或目录超过 4 MiB），可能是恶意构造的文件，为保护服务器内存已拒绝；数据库未做任何更改',
    en: "The backup holds a piece that grows too large when decompressed (over 512 MiB, or a table of contents over 4 MiB), as a hostile file would; refused to protect the server's memory; the database was not changed",
  },
  backupExtraData: {
    cn: '备份在最后一个表之后还有多余的数据，文件已损坏或被修改；数据库未做任何更改',
    en: 'The backup has more data after its last table: the file is damaged or was altered; the database was not changed',
  },
  backupChanged: {
    cn: '备份文件在检查和恢复之间被更改，已停止；数据库未做任何更改',
    en: 'The backup file changed between its check and the restore, so the restore stopped; the database was not changed',
  },
  backupNewerSchema: {
    cn: '这个备份来自更新版本的控制台（含本版本没有的 {count} 个数据库更新），请先升级控制台再恢复；数据库未做任何更改',
    en: 'This backup was made by a newer version of the console (database updates this version does not have: {count}); update the console first, then restore; the database was not changed',
  },
  backupOlderSchema: {
    cn: '这个备份来自较旧版本的控制台（比本版本少 {count} 个数据库更新），不能恢复到本版本；数据库未做任何更改',
    en: 'This backup was made by an older version of the console (database updates behind this one: {count}), so it cannot be restored into this version; the database was not changed',
  },
  backupOtherHistory: {
    cn: '这个备份来自另一条版本线的控制台（数据库更新的历史与本数据库不同），不能恢复；数据库未做任何更改',
    en: "This backup was made by another line of versions of the console (its history of database updates differs from this database's), so it cannot be restored; the database was not changed",
  },
  backupTableTwice: {
    cn: '备份目录中表“{name}”出现了两次，文件已被修改或不是本控制台生成的；数据库未做任何更改',
    en: 'The backup lists the table "{name}" twice: the file was altered or not made by this console; the database was not changed',
  },
  backupUnknownTable: {
    cn: '备份中有本数据库没有的表“{name}”，文件已被修改或不是本控制台生成的；数据库未做任何更改',
    en: 'The backup holds a table this database does not have ("{name}"): the file was altered or not made by this console; the database was not changed',
  },
  backupOtherColumns: {
    cn: '备份中表“{name}”的列与本数据库的不同，文件已被修改或不是本控制台生成的；数据库未做任何更改',
    en: 'The columns of the table "{name}" in the backup differ from this database\'s: the file was altered or not made by this console; the database was not changed',
  },
  backupMissingTable: {
    cn: '备份缺少本数据库的表“{name}”，文件已被修改或不是本控制台生成的；数据库未做任何更改',
    en: 'The backup lacks the table "{name}" of this database: the file was altered or not made by this console; the database was not changed',
  },
  backupUnknownSequence: {
    cn: '备份中有本数据库没有的编号计数器“{name}”，文件已被修改或不是本控制台生成的；数据库未做任何更改',
    en: 'The backup holds a number counter this database does not have ("{name}"): the file was altered or not made by this console; the database was not changed',
  },
  backupDoesNotLoad: {
    cn: '备份的数据无法载入本数据库，已全部撤销：{detail}',
    en: 'The backup does not load into this database; everything was rolled back: {detail}',
  },
  backupRestoreRunning: { cn: '另一个恢复正在进行，请稍后再试', en: 'Another restore is running; try again later' },
  backupConfirmMismatch: {
    cn: '请输入备份的完整名称以确认恢复',
    en: "Type the backup's whole name to confirm the restore",
  },
  backupScheduleStale: {
    cn: '备份计划已被他人修改，请刷新后重试',
    en: 'The backup schedule was changed by someone else meanwhile; reload and try again',
  },
  backupTicketInvalid: {
    cn: '下载链接无效或已过期，请重新点击下载',
    en: 'The download link is not valid or has expired; click Download again',
  },
  // Scheduled tasks (issue 37 #9).
  taskPlatformOnly: {
    cn: '这是整个平台的任务，只有平台总部可以查看和执行',
    en: "This task is the whole platform's: only the platform owner's branch may see and run it",
  },
  taskRunning: {
    cn: '这个任务正在运行，请等它结束后再执行',
    en: 'This task is running; wait until it ends before running it again',
  },
  taskTooSoon: {
    cn: '这个任务刚刚手动执行过，请 30 秒后再试',
    en: 'This task was run by hand moments ago; try again in 30 seconds',
  },
  backupBusy: {
    cn: '正在生成一个备份，请等它完成',
    en: 'A backup is being made; wait until it is done',
  },
  // Shop accounts and promoters (issue 12, part B).
  shopNameTaken: {
    cn: '本分公司已有商城账号「{name}」（不区分大小写），请换一个账号名',
    en: 'This branch already has the shop account "{name}" (whatever the case); choose another name',
  },
  shopClientNotFound: {
    cn: '本分公司没有客户编号为 {guestcode} 的客户',
    en: 'This branch has no client with the number {guestcode}',
  },
  shopClientDisabled: {
    cn: '客户 {guestcode} 已停用，不能绑定账号',
    en: 'The client {guestcode} is disabled; accounts cannot be bound to it',
  },
  clientFieldsRequired: { cn: '本分公司要求填写：{fields}', en: 'This branch requires these fields: {fields}' },
  clientSalespersonUnknown: {
    cn: '业务员必须是本分公司已启用的账号',
    en: 'The salesperson must be an enabled account of this branch',
  },
  clientSalespersonNotAll: {
    cn: '只有能看到全部数据的账号才能指派业务员',
    en: 'Only an account that sees all data can assign a salesperson',
  },
  clientStale: {
    cn: '客户「{name}」已被他人修改，请刷新后重试',
    en: 'The client "{name}" was changed by someone else meanwhile; reload and try again',
  },
  followerStale: {
    cn: '微信粉丝「{name}」已被他人修改，请刷新后重试',
    en: 'The WeChat follower "{name}" was changed by someone else meanwhile; reload and try again',
  },
  wechatNotConfigured: {
    cn: '本分公司尚未设置微信公众号（AppID 和 AppSecret），无法同步',
    en: "This branch's WeChat official account (AppID and AppSecret) is not set up, so nothing can be read from WeChat",
  },
  wechatTimeout: {
    cn: '微信没有及时响应，未做任何更改，请稍后重试',
    en: 'WeChat did not answer in time; nothing was changed. Try again later',
  },
  wechatUnreachable: {
    cn: '无法连接微信，未做任何更改，请检查网络后重试',
    en: 'WeChat could not be reached; nothing was changed. Check the network and try again',
  },
  wechatRefused: {
    cn: '微信拒绝了请求（错误码 {errcode}），未做任何更改',
    en: 'WeChat refused the request (error code {errcode}); nothing was changed',
  },
  shopAccountStale: {
    cn: '商城账号「{name}」已被他人修改，请刷新后重试',
    en: 'The shop account "{name}" was changed by someone else meanwhile; reload and try again',
  },
  promoterExists: { cn: '账号「{name}」已经是推广员', en: 'The account "{name}" is a promoter already' },
  promoterAccountDisabled: {
    cn: '账号「{name}」已停用，不能成为推广员',
    en: 'The account "{name}" is disabled, so it cannot become a promoter',
  },
  promoterNotFound: { cn: '账号「{name}」不是推广员', en: 'The account "{name}" is not a promoter' },
  promoterVersionRequired: { cn: '请提供你看到的版本号', en: 'Send the version you saw' },
  promoterRateRequired: { cn: '请填写佣金比例', en: 'Enter the commission rate' },
  promoterStale: {
    cn: '推广员「{name}」已被他人修改，请刷新后重试',
    en: 'The promoter "{name}" was changed by someone else meanwhile; reload and try again',
  },
  // Credit review (issue 12 #4).
  creditClientNotFound: {
    cn: '本分公司没有客户编号为 {guestcode} 的客户',
    en: 'This branch has no client with the number {guestcode}',
  },
  creditClientDisabled: {
    cn: '客户 {guestcode} 已停用，不能申请信用',
    en: 'The client {guestcode} is disabled; it cannot apply for credit',
  },
  creditPendingExists: {
    cn: '客户 {guestcode} 已有一笔待审核的信用申请，请先审核它',
    en: 'The client {guestcode} has a credit application pending already; review that one first',
  },
  creditTmpDaysNeeded: {
    cn: '临时额度需要填写临时天数（1 到 {max} 天）',
    en: 'A temporary limit needs its days (1 to {max})',
  },
  creditNotPending: {
    cn: '这笔信用申请已{state}，不能再审核',
    en: 'This credit application was {state} already; it cannot be reviewed again',
  },
  creditCommentNeeded: { cn: '驳回信用申请需要填写审核意见', en: 'Rejecting a credit application needs a comment' },
  // Banners (issue 13 #2).
  bannerStale: {
    cn: '横幅「{title}」已被他人修改，请刷新后重试',
    en: 'The banner "{title}" was changed by someone else meanwhile; reload and try again',
  },
  bannerOrderChanged: {
    cn: '横幅已被他人增加或删除，请刷新后重新排序',
    en: 'Banners were added or deleted by someone else meanwhile; reload and order them again',
  },
  bannerVersionRequired: { cn: '修改横幅需要提供你看到的版本号', en: 'Changing a banner needs the version you saw' },
  bannerSlotFull: {
    cn: '这里最多放 {max} 个横幅，请先删除不用的',
    en: 'This place holds at most {max} banners; delete unused ones first',
  },
  bannerImageOtherBranch: {
    cn: '横幅图片必须是本分公司上传的图片',
    en: 'The banner image must be an image uploaded in this branch',
  },
  bannerImageNotUploaded: {
    cn: '横幅图片必须是已上传的图片，请重新上传',
    en: 'The banner image must be an uploaded image; upload it again',
  },
  // Uploads and system settings (issue 13 #1, #9).
  uploadOverBranchLimit: {
    cn: '文件过大：本分公司最大可上传 {limit} MB',
    en: 'The file is too large: this branch accepts at most {limit} MB',
  },
  uploadTooManyPixels: {
    cn: '图片像素过多（{width} × {height}），最多 {max} 百万像素；请缩小后再上传',
    en: 'The image has too many pixels ({width} × {height}); at most {max} megapixels, so shrink it first',
  },
  settingsStale: {
    cn: '系统参数已被他人修改，请刷新后重试',
    en: 'The settings were changed by someone else meanwhile; reload and try again',
  },
  settingsOverServerLimit: {
    cn: '{field}不能超过服务器的上限 {limit}',
    en: "{field} must be at most the server's limit of {limit}",
  },
  settingsLogoNotUploaded: {
    cn: 'Logo 必须是在本分公司上传的图片，请重新上传',
    en: 'The logo must be an image uploaded in this branch; upload it again',
  },
  // Home page, departments and customer service (issue 13 #6, #7).
  siteVersionRequired: { cn: '请提供你看到的版本号', en: 'Send the version you saw' },
  siteImageNotUploaded: { cn: '图片必须是上传到本分公司的图片', en: 'The image must be one uploaded to this branch' },
  departmentStale: {
    cn: '部门「{name}」已被他人修改，请刷新后重试',
    en: 'The department "{name}" was changed by someone else meanwhile; reload and try again',
  },
  departmentCycle: {
    cn: '不能把部门「{name}」移到它自己或它的下级部门之下',
    en: 'The department "{name}" cannot be moved under itself or one of its own sub-departments',
  },
  departmentTooDeep: { cn: '部门最多 {max} 级', en: 'Departments go at most {max} levels deep' },
  departmentTooMany: { cn: '每个分公司最多 {max} 个部门', en: 'A branch has at most {max} departments' },
  departmentHasChildren: {
    cn: '部门「{name}」还有 {count} 个下级部门，请先移走或删除它们',
    en: 'The department "{name}" has {count} sub-department(s); move or delete them first',
  },
  contactStale: {
    cn: '客服「{name}」已被他人修改，请刷新后重试',
    en: 'The contact "{name}" was changed by someone else meanwhile; reload and try again',
  },
  homeStale: {
    cn: '首页设置已被他人保存，请刷新后重试',
    en: 'The home page was saved by someone else meanwhile; reload and try again',
  },
  // Value lists (issue 37 #10).
  valueListFixed: {
    cn: '「{list}」由规格固定，只能查看，不能修改',
    en: 'The list "{list}" is fixed by the specification: it can be read, not changed',
  },
  valueItemTooLong: {
    cn: '「{list}」的一项最多 {max} 个字符（与客户资料中该字段的长度一致）',
    en: 'An item of "{list}" may have at most {max} characters (the length of that client field)',
  },
  valueItemDuplicate: {
    cn: '「{list}」中已有「{name}」，请换一个名称',
    en: '"{list}" already has "{name}"; choose another name',
  },
  valueListFull: {
    cn: '「{list}」最多 {max} 项，请先删除或合并一些',
    en: '"{list}" holds at most {max} items; remove some first',
  },
  valueItemStale: {
    cn: '字典项「{name}」已被他人修改，请刷新后重试',
    en: 'The item "{name}" was changed by someone else meanwhile; reload and try again',
  },
  valueItemInUse: {
    cn: '「{name}」仍被 {clients} 个客户使用，不能删除；可以停用它，不再提供选择',
    en: '"{name}" is held by {clients} clients and cannot be deleted; disable it so it is no longer offered',
  },
  valueListOrderChanged: {
    cn: '「{list}」的项目已被他人增减，请刷新后重新排序',
    en: 'Items of "{list}" were added or removed meanwhile; reload and reorder again',
  },
  // Card sizes, card templates and products (issue 13 #4, #5).
  contentImageNotUploaded: {
    cn: '{what}必须是在本分公司上传的图片，请重新上传',
    en: '{what} must be an image uploaded in this branch; upload it again',
  },
  cardSizeStale: {
    cn: '名片尺寸「{name}」已被他人修改，请刷新后重试',
    en: 'The card size "{name}" was changed by someone else meanwhile; reload and try again',
  },
  cardSizeInUse: {
    cn: '名片尺寸「{name}」仍被 {templates} 个名片模板和 {products} 个产品使用，请先更换它们的尺寸，再删除',
    en: 'The card size "{name}" is still used by {templates} card templates and {products} products; give them another size first, then remove it',
  },
  cardSizeUnknown: {
    cn: '本分公司没有这个名片尺寸（编号 {ids}），请刷新后重新选择',
    en: 'This branch has no such card size (id {ids}); reload and choose again',
  },
  cardSizeTooSmall: {
    cn: '名片尺寸不能改小到 {width} × {height} mm：模板「{template}」的字段「{field}」会落在名片外',
    en: 'The card size cannot shrink to {width} × {height} mm: the field "{field}" of the template "{template}" would lie outside the card',
  },
  cardFieldOutside: {
    cn: '{side}的字段「{field}」不在名片内：x 应在 0 到 {width} mm、y 应在 0 到 {height} mm 之间',
    en: 'The {side} field "{field}" lies outside the card: x must be 0 to {width} mm and y 0 to {height} mm',
  },
  cardTemplateStale: {
    cn: '名片模板「{name}」已被他人修改，请刷新后重试',
    en: 'The card template "{name}" was changed by someone else meanwhile; reload and try again',
  },
  productStale: {
    cn: '产品「{name}」已被他人修改，请刷新后重试',
    en: 'The product "{name}" was changed by someone else meanwhile; reload and try again',
  },
  productOrderStale: {
    cn: '产品列表已被他人修改（新增或删除了产品），请刷新后重新排序',
    en: 'The products changed meanwhile (one was added or removed); reload and order them again',
  },
  // WeChat settings (issue 13 #8).
  wechatSettingsStale: {
    cn: '微信设置已被他人保存，请刷新后重试',
    en: 'The WeChat settings were saved by someone else meanwhile; reload and try again',
  },
  wechatSecretUnreadable: {
    cn: '保存的微信密钥是用另一把服务器密钥加密的（例如来自另一套系统的备份），本服务器无法读取；请在微信设置页重新填写 AppSecret',
    en: 'The saved WeChat secret was encrypted with another server key (for example in a backup of another installation), so this server cannot read it; enter the AppSecret again on the WeChat settings page',
  },
  wechatTestNotSetUp: {
    cn: '没有可测试的内容：请先填写 AppID 和 AppSecret',
    en: 'Nothing to test yet: enter the AppID and the AppSecret first',
  },
  wechatTestOk: {
    cn: '连接成功：微信接受了这个 AppID 和 AppSecret',
    en: 'Connected: WeChat accepted this AppID and AppSecret',
  },
  wechatTestRefused: {
    cn: '微信拒绝（错误码 {errcode}）：{words}',
    en: 'WeChat refused (error code {errcode}): {words}',
  },
  wechatTestTimeout: {
    cn: '微信在 {seconds} 秒内没有响应，请稍后重试',
    en: 'WeChat did not answer within {seconds} seconds; try again later',
  },
  wechatTestUnreachable: {
    cn: '无法连接微信，请检查服务器的网络',
    en: "WeChat could not be reached; check the server's network",
  },
  // News (issue 13 #3).
  articleStale: {
    cn: '新闻「{title}」已被他人修改，请刷新后重试',
    en: 'The news item "{title}" was changed by someone else meanwhile; reload and try again',
  },
  articleImageOtherBranch: {
    cn: '封面必须是本分公司上传的图片',
    en: 'The cover must be an image uploaded in this branch',
  },
  articleCoverNotUploaded: { cn: '封面图片不存在，请重新上传', en: 'The cover image is not stored; upload it again' },
  articleBodyTooLarge: {
    cn: '正文过长：清理后为 {size} KB，最多 {limit} KB，请删减内容或拆成几篇',
    en: 'The body is too long: {size} KB once cleaned, at most {limit} KB. Shorten it or split it into several items',
  },
  articleScheduleRequired: { cn: '定时发布需要填写发布时间', en: 'Scheduling needs a publishing time' },
  articleScheduleInPast: { cn: '定时发布的时间必须晚于现在', en: 'A scheduled publishing time must be later than now' },
  // QR-code sign-in (issue 14 #1).
  qrLoginUnknown: {
    cn: '二维码无效，请在电脑上刷新二维码后重新扫描',
    en: 'This QR code is not valid; refresh it on the computer and scan it again',
  },
  qrLoginExpired: {
    cn: '二维码已过期，请在电脑上刷新二维码后重新扫描',
    en: 'This QR code has expired; refresh it on the computer and scan it again',
  },
  qrLoginUsed: {
    cn: '二维码已使用过，每个二维码只能登录一次',
    en: 'This QR code has already been used; each code signs in only once',
  },
  qrLoginRejected: {
    cn: '这次扫码登录已被拒绝，请在电脑上刷新二维码',
    en: 'This QR-code sign-in was rejected; refresh the code on the computer',
  },
  qrLoginConfirmed: {
    cn: '这次扫码登录已确认，电脑正在登录',
    en: 'This QR-code sign-in is already confirmed; the computer is signing in',
  },
  qrLoginTaken: {
    cn: '这个二维码已被另一个账号扫描，请在电脑上刷新二维码',
    en: 'Another account has scanned this QR code; refresh it on the computer',
  },
  qrLoginBrowser: { cn: '{os} 上的 {browser}', en: '{browser} on {os}' },
  qrLoginUnknownBrowser: { cn: '未知浏览器', en: 'an unknown browser' },
  qrLoginUnknownOs: { cn: '未知系统', en: 'an unknown system' },
  // Desktop-software sign-in (issue 14 #2).
  softKeyMissing: {
    cn: '缺少密钥：请在 x-api-key 请求头中发送桌面客户端的密钥',
    en: "No key: send the desktop software's key in the x-api-key header",
  },
  softKeyUnknown: {
    cn: '密钥无效：请检查桌面客户端中填写的密钥',
    en: 'The key is not valid: check the key entered in the desktop software',
  },
  softKeyRevoked: {
    cn: '该密钥已被管理员撤销，请向管理员申请新的密钥',
    en: 'This key was revoked by an administrator; ask them for a new one',
  },
  softKeyAccountDisabled: { cn: '该密钥对应的账号或分公司已停用', en: "The key's account or branch is disabled" },
  softKeyAccountInvalid: { cn: '请选择本分公司已启用的账号', en: 'Choose an enabled account of this branch' },
  softTokenUnknown: {
    cn: '登录链接无效，请从桌面客户端重新打开',
    en: 'This sign-in link is not valid; open it again from the desktop software',
  },
  softTokenUsed: {
    cn: '该登录链接已使用过，每个链接只能登录一次，请从桌面客户端重新打开',
    en: 'This sign-in link has already been used (each works once); open a new one from the desktop software',
  },
  softTokenExpired: {
    cn: '登录链接已过期（有效期 {seconds} 秒），请从桌面客户端重新打开',
    en: 'This sign-in link has expired (it is valid for {seconds} seconds); open a new one from the desktop software',
  },
  softTokenRevoked: {
    cn: '桌面客户端的密钥已被管理员撤销，无法用此链接登录，请使用账号登录',
    en: "The desktop software's key was revoked, so this link cannot sign you in; sign in with your account",
  },
  // Power requests (issue 14 #3) and the to-dos of credit applications.
  powerNeedsOperator: {
    cn: '账号登录的用户需要先绑定操作员，才能申请权限',
    en: 'Account-login users must bind an operator before applying for access',
  },
  powerPageUnknown: { cn: '你的角色没有可申请的页面「{powers}」', en: 'Your role has no page "{powers}" to apply for' },
  powerAlreadyActive: {
    cn: '你已经可以使用「{page}」了，请刷新菜单',
    en: 'You already have access to "{page}"; reload the menu',
  },
  powerSent: {
    cn: '申请已发送给管理员，批准后菜单中的「{page}」即可打开',
    en: 'Your request was sent to the administrators; "{page}" opens from the menu once it is approved',
  },
  powerAlreadySent: {
    cn: '你已申请过「{page}」，正在等待管理员审批',
    en: 'You have already asked for "{page}"; it is waiting for an administrator',
  },
  powerNotPending: {
    cn: '这个申请已被{by}{state}，不能再审批',
    en: 'This request was {state} by {by} already; it cannot be decided again',
  },
  powerApproved: { cn: '批准', en: 'approved' },
  powerRejected: { cn: '驳回', en: 'rejected' },
  powerReasonNeeded: {
    cn: '驳回时请填写原因，申请人会收到它',
    en: 'Give a reason to reject; the requester receives it',
  },
  powerRoleGone: {
    cn: '角色「{role}」已不存在或已停用，无法批准',
    en: 'The role "{role}" no longer exists or is disabled; the request cannot be approved',
  },
  powerGrantGone: {
    cn: '角色「{role}」已没有「{page}」这一项权限，无法批准；如需授予，请在角色权限中设置',
    en: 'The role "{role}" no longer lists "{page}", so the request cannot be approved; grant it in the role\'s powers instead',
  },
  powerTodoTitle: { cn: '{name} 申请访问「{page}」', en: '{name} asks for access to "{page}"' },
  powerTodoBody: {
    cn: '角色：{role}。批准后，该角色的所有账号都可以打开此页面。',
    en: 'Role: {role}. Approving opens this page to every account of the role.',
  },
  powerApprovedTitle: { cn: '你申请的「{page}」已获批准', en: 'Your request for "{page}" was approved' },
  powerApprovedBody: {
    cn: '{by} 批准了你的申请，现在可以从菜单打开「{page}」了。',
    en: '{by} approved your request: "{page}" now opens from the menu.',
  },
  powerRejectedTitle: { cn: '你申请的「{page}」被驳回', en: 'Your request for "{page}" was rejected' },
  powerRejectedBody: { cn: '{by} 驳回了你的申请，原因：{reason}', en: '{by} rejected your request. Reason: {reason}' },
  creditTodoTitle: { cn: '客户 {client} 的信用申请待审核', en: 'Credit application of the client {client} to review' },
  creditTodoBody: {
    cn: '{by} 申请：信用额度 {maxprice}，账期 {maxdays} 天',
    en: '{by} asks for a credit limit of {maxprice} and {maxdays} days',
  },
  // Messages, notices and to-dos (issue 14 #4).
  messageRoleUnknown: { cn: '本分公司没有这些角色：{roles}', en: 'This branch has no such roles: {roles}' },
  messageUserNotFound: { cn: '本分公司没有这个账号', en: 'This branch has no such account' },
  messageUserDisabled: {
    cn: '账号 {name} 已停用，不能接收消息',
    en: 'The account {name} is disabled; it cannot receive messages',
  },
  // The .xlsx reader of uploads (issue 15: client import, year plan).
  sheetNotXlsx: {
    cn: '文件不是 Excel 工作簿（.xlsx）；旧版 .xls 或 CSV 请先在 Excel 中另存为 .xlsx',
    en: 'The file is not an Excel workbook (.xlsx); save an old .xls or a CSV as .xlsx in Excel first',
  },
  sheetTooLarge: { cn: '文件过大（上限 {limit}）', en: 'The file is too large (limit {limit})' },
  sheetUnzippedTooLarge: {
    cn: '工作簿解压后过大（上限 {limit}），请拆分后再导入',
    en: 'The workbook is too large once unpacked (limit {limit}); split it and import the parts',
  },
  sheetTooManyRows: {
    cn: '工作表行数过多（最多 {max} 行数据），请拆分后再导入',
    en: 'The sheet has too many rows (at most {max} data rows); split it and import the parts',
  },
  sheetTooManyColumns: { cn: '工作表列数过多（最多 {max} 列）', en: 'The sheet has too many columns (at most {max})' },
  sheetDamaged: {
    cn: '工作簿已损坏或无法读取，请在 Excel 中打开并重新保存',
    en: 'The workbook is damaged or cannot be read; open it in Excel and save it again',
  },
  sheetEmpty: {
    cn: '第一个工作表是空的：需要一行表头和数据行',
    en: 'The first sheet is empty: it needs a header row and rows of data',
  },
  // Year plan (issue 15 #4).
  yearPlanNoSalesperson: { cn: '本分公司没有这个业务员（{id}）', en: 'This branch has no such salesperson ({id})' },
  yearPlanStale: {
    cn: '「{name}」的计划已被他人修改，请刷新后重试',
    en: 'The plan of "{name}" was changed by someone else meanwhile; reload and try again',
  },
  yearPlanExists: {
    cn: '{year} 年已有计划；确认覆盖后再复制',
    en: 'The year {year} already has targets; confirm overwriting them to copy',
  },
  yearPlanNothingToCopy: { cn: '{year} 年没有计划可复制', en: 'The year {year} has no plan to copy' },
  yearPlanCopyTooLarge: {
    cn: '按 {growth}% 增长后，有指标超过上限（金额 10 位整数、订单数 1000 万），未做任何更改',
    en: 'With {growth}% growth some targets would exceed the limits (amounts of 10 digits, 10 million orders); nothing was changed',
  },
  yearPlanImportYear: {
    cn: '第 1 行应为年度 {year}，实际为 {found}',
    en: 'Row 1 must name the year {year}; it says {found}',
  },
  yearPlanImportLine: {
    cn: '编号 {id} 不是本分公司（0）或本分公司的业务员',
    en: 'The id {id} is neither the branch (0) nor a salesperson of the branch',
  },
  yearPlanImportMeasure: {
    cn: '指标应为「{amount}」或「{orders}」，实际为 {found}',
    en: 'The measure must be "{amount}" or "{orders}"; it says {found}',
  },
  yearPlanImportAmount: {
    cn: '金额 {found} 无效：应为不小于 0 的金额，最多 10 位整数、两位小数',
    en: 'The amount {found} is invalid: at least 0, at most 10 digits and two decimals',
  },
  yearPlanImportOrders: {
    cn: '订单数 {found} 无效：应为 0 至 {max} 的整数',
    en: 'The orders {found} are invalid: a whole number from 0 to {max}',
  },
  yearPlanImportTwice: {
    cn: '编号 {id} 的「{measure}」已在第 {row} 行',
    en: 'The "{measure}" of id {id} is already on row {row}',
  },
  yearPlanImportMissing: { cn: '编号 {id} 缺少「{measure}」一行', en: 'The id {id} has no "{measure}" row' },
  yearPlanImportNoLines: {
    cn: '文件中没有计划行（从第 3 行开始）',
    en: 'The file has no plan rows (they start on row 3)',
  },
  yearPlanImportTooManyLines: { cn: '计划行过多（最多 {max} 个编号）', en: 'Too many lines (at most {max} ids)' },
  // The client import (issue 15 #5).
  importTooManyColumns: {
    cn: '列的对应关系有 {given} 列，但表格只有 {columns} 列',
    en: 'The mapping names {given} columns but the sheet has {columns}',
  },
  importFieldUnknown: { cn: '没有这个客户字段：{field}', en: 'There is no client field {field}' },
  importFieldTwice: {
    cn: '字段「{field}」对应了两列，请只选一列',
    en: 'The field "{field}" is mapped to two columns; choose one',
  },
  importRequiredUnmapped: { cn: '必填字段没有对应的列：{fields}', en: 'Required fields have no column: {fields}' },
  importRequired: { cn: '{field} 必须填写', en: '{field} is required' },
  importDuplicateClient: {
    cn: '已有同名客户「{name}」（客户编号 {code}）',
    en: 'A client named "{name}" exists already (customer number {code})',
  },
  importDuplicateRow: {
    cn: '与第 {row} 行的客户名称「{name}」重复',
    en: 'The same customer name "{name}" as row {row}',
  },
  importFailed: {
    cn: '导入失败，没有写入任何客户（请求编号 {id}）',
    en: 'The import failed; no client was written (request id {id})',
  },
  jobQueueFull: {
    cn: '你已有 {limit} 个任务在排队或进行中，请等它们完成后再开始',
    en: 'You already have {limit} jobs queued or running; wait for them to finish, then start again',
  },
  jobNotFound: { cn: '任务不存在或已过期删除', en: 'No such job (or it has expired and was deleted)' },
  jobEnded: { cn: '任务已结束，不能取消', en: 'The job has ended; it cannot be cancelled' },
  jobNoFile: {
    cn: '任务还没有完成，或没有这个文件',
    en: 'The job has not finished, or has no such file',
  },
  jobSheetMissing: {
    cn: '上传的表格不存在或已过期，请重新选择文件',
    en: 'The uploaded sheet is gone (or has expired); choose the file again',
  },
  jobNotAllowed: {
    cn: '发起任务的账号、角色或分公司已停用，或已没有这项权限；任务没有执行',
    en: 'The account, role or branch that started the job is disabled or no longer has this permission; nothing was done',
  },
  jobFailed: {
    cn: '任务失败，请重试（任务编号 {id}）',
    en: 'The job failed; please retry it (job {id})',
  },
  jobCrashed: {
    cn: '运行任务的服务器进程中断了 {times} 次，任务已停止（任务编号 {id}）',
    en: 'The server processes running the job stopped {times} times; the job was given up (job {id})',
  },
} as const;

export type MessageKey = keyof typeof messages;

export function langOf(req: Pick<FastifyRequest, 'headers'>): Lang {
  const h = String(req.headers['accept-language'] ?? '')
    .trim()
    .toLowerCase();
  return h.startsWith('en') ? 'en' : 'cn';
}

/** A parameter of a message that is itself a word of the caller's language (e.g. an order state). */
export interface Localized {
  cn: string;
  en: string;
}
export type MessageParams = Record<string, string | number | Localized>;

export function t(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = params[k] ?? '';
    return String(typeof v === 'object' ? v[lang] : v);
  });
}

interface Issue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** A field name or key as the caller may see it: control characters escaped, at most 100 characters. */
function printable(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it escapes
  const escaped = name.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return escaped.length > 100 ? `${escaped.slice(0, 100)}…` : escaped;
}

/**
 * Of a union's branches (each a list of raw zod issues), the one the input got furthest in:
 * the first whose issues are not all "wrong type / wrong literal", else the last.
 */
function bestUnionIssue(branches: unknown): Issue | undefined {
  if (!Array.isArray(branches) || branches.length === 0) return undefined;
  const shallow = (i: { code?: string }) => i.code === 'invalid_type' || i.code === 'invalid_value';
  const lists = branches.filter(
    (b): b is { code?: string; path?: PropertyKey[]; message?: string }[] => Array.isArray(b) && b.length > 0,
  );
  const best = lists.find((b) => !b.every(shallow)) ?? lists[lists.length - 1];
  if (!best) return undefined;
  const { code, path, message, ...params } = best[0];
  return { keyword: code, message, params, instancePath: (path ?? []).map((k) => `/${String(k)}`).join('') };
}

/** What zod expected, in words. */
const TYPE_NAMES: Record<string, { cn: string; en: string }> = {
  string: { cn: '文本', en: 'text' },
  number: { cn: '数字', en: 'a number' },
  int: { cn: '整数', en: 'a whole number' },
  boolean: { cn: '是或否（true / false）', en: 'true or false' },
  object: { cn: '对象（{ … }）', en: 'an object ({ … })' },
  array: { cn: '数组（[ … ]）', en: 'a list ([ … ])' },
  null: { cn: '空值（null）', en: 'null' },
};

/**
 * Where in the input an issue is, in people's words: each field by its label (FIELD_LABELS),
 * each position in a list as "item N"; a name without a label (a key the caller made up) as
 * the caller sent it, quoted.
 */
function fieldWords(lang: Lang, instancePath: string): string {
  const steps = instancePath.split('/').filter((step) => step !== '');
  if (!steps.length) return lang === 'cn' ? '请求' : 'The request';
  const words = steps.map((step) => {
    if (/^\d+$/.test(step)) return lang === 'cn' ? `第 ${Number(step) + 1} 项` : `item ${Number(step) + 1}`;
    const label = Object.hasOwn(FIELD_LABELS, step) ? FIELD_LABELS[step] : undefined;
    return label ? label[lang] : lang === 'cn' ? `「${printable(step)}」` : `"${printable(step)}"`;
  });
  return lang === 'cn' ? words.join('的') : words.join(', ');
}

/** Field and rule of a zod issue, in the caller's language. */
export function describeIssue(lang: Lang, issue: Issue): string {
  const field = fieldWords(lang, issue.instancePath ?? '');
  const p = issue.params ?? {};
  const cn = lang === 'cn';
  let rule: string;
  switch (issue.keyword) {
    case 'invalid_union': {
      // e.g. "empty or a date": word the branch the input was meant for.
      const inner = bestUnionIssue(p.errors);
      if (inner) {
        const sub = inner.instancePath ?? '';
        return describeIssue(lang, { ...inner, instancePath: `${issue.instancePath ?? ''}${sub}` });
      }
      rule = cn ? '无效' : 'is invalid';
      break;
    }
    case 'nul_character':
      rule = cn ? '不能包含空字符（\\u0000）' : 'must not contain the NUL character (\\u0000)';
      break;
    case 'invalid_type':
      // zod reports the input only on request; its message says what it received.
      rule =
        p.input === undefined && (p.received === 'undefined' || /received undefined$/.test(issue.message ?? ''))
          ? cn
            ? '不能为空'
            : 'is required'
          : cn
            ? `应为${TYPE_NAMES[String(p.expected)]?.cn ?? ` ${String(p.expected)} 类型`}`
            : `must be ${TYPE_NAMES[String(p.expected)]?.en ?? `of type ${String(p.expected)}`}`;
      break;
    case 'too_small':
      rule =
        p.origin === 'string'
          ? Number(p.minimum) <= 1
            ? cn
              ? '不能为空'
              : 'is required'
            : cn
              ? `至少 ${String(p.minimum)} 个字符`
              : `must be at least ${String(p.minimum)} characters`
          : cn
            ? `不能小于 ${String(p.minimum)}`
            : `must be at least ${String(p.minimum)}`;
      break;
    case 'too_big':
      rule =
        p.origin === 'string'
          ? cn
            ? `最多 ${String(p.maximum)} 个字符`
            : `must be at most ${String(p.maximum)} characters`
          : cn
            ? `不能大于 ${String(p.maximum)}`
            : `must be at most ${String(p.maximum)}`;
      break;
    case 'invalid_value':
      rule = cn
        ? `必须是 ${(p.values as unknown[] | undefined)?.join(' / ')} 之一`
        : `must be one of ${(p.values as unknown[] | undefined)?.join(' / ')}`;
      break;
    case 'invalid_format':
      rule =
        p.format === 'date'
          ? cn
            ? '必须是有效日期，格式 YYYY-MM-DD'
            : 'must be a real date written YYYY-MM-DD'
          : cn
            ? '格式不正确'
            : 'has an invalid format';
      break;
    case 'unrecognized_keys': {
      const keys = (p.keys as string[] | undefined)?.map(printable).join(', ');
      rule = cn ? `含有未知字段 ${keys}` : `has unknown fields ${keys}`;
      break;
    }
    case 'custom': {
      // The contract's shared checks name their rule (e.g. dateString's bounds).
      const q = (p.params ?? {}) as Record<string, unknown>;
      // A rule the contract words itself in both languages (e.g. a menu row's route, a date's bounds).
      const words = wordsOfIssue({ params: q });
      if (words) {
        rule = cn ? words.cn : words.en;
        break;
      }
      // The column chooser (spec §5): the whole message, the field name would only be noise.
      if (q.rule === 'oneColumn') return cn ? '至少要显示一列' : 'at least one column must stay shown';
      // Roles (roles.ts): a role code's characters; a menu row granted twice.
      if (q.rule === 'roleCode') {
        rule = cn
          ? '只能包含小写字母、数字、- 和 _，并以字母开头'
          : 'must be lower-case letters, digits, - and _, starting with a letter';
        break;
      }
      if (q.rule === 'uniqueMenus') {
        rule = cn ? '每个菜单项只能出现一次' : 'must name each menu item at most once';
        break;
      }
      rule = issue.message ?? (cn ? '无效' : 'is invalid');
      break;
    }
    default:
      rule = issue.message ?? (cn ? '无效' : 'is invalid');
  }
  return `${field} ${rule}`;
}
