import { ALL_ROUTES } from './routes.js';

/**
 * The human title of an operation-log action, in cn and en. A row names its call by method and
 * path; the title comes from the contract and the menu catalogue, so it cannot drift:
 *  1. CALL_TITLES below, for calls whose mark is shared by several calls or is none at all;
 *  2. else the title of the button that holds the call's mark (e.g. client:edit → "Edit client");
 *  3. else the title of the page that holds it (a refused read names the page it belongs to).
 * A call none of them names gets null, and the console shows a generic label with method and path.
 */
export interface ActionTitle {
  cn: string;
  en: string;
}

/** Calls the mark alone does not name well enough, keyed "METHOD /path". */
export const CALL_TITLES: Record<string, ActionTitle> = {
  'POST /api/LAdmin/SwitchGscode': { cn: '切换账号', en: 'Switch account' },
  'POST /api/UManage/ChangePassword': { cn: '修改密码', en: 'Change password' },
  'POST /api/LAdmin/QrLoginConfirm': { cn: '确认扫码登录', en: 'Confirm QR-code sign-in' },
  'POST /api/LAdmin/QrLoginReject': { cn: '拒绝扫码登录', en: 'Reject QR-code sign-in' },
  // Headquarters (issue 41): both calls share platform:branches (EndView needs no mark).
  'POST /api/Platform/ViewBranch': { cn: '只读查看分公司', en: 'View a branch read-only' },
  'POST /api/Platform/EndView': { cn: '结束只读查看', en: 'End a read-only view' },
  'POST /api/Order/ChangeState': { cn: '更改订单状态', en: 'Change order state' },
  'POST /api/Order/BatchChangeState': { cn: '批量更改订单状态', en: 'Change order state (several)' },
  'POST /api/UManage/BatchSetClientStatus': { cn: '批量启用或停用客户', en: 'Enable or disable clients (several)' },
  'POST /api/UManage/BatchSetShopAccountStatus': {
    cn: '批量启用或停用商城账号',
    en: 'Enable or disable shop accounts (several)',
  },
  'POST /api/Order/AddNote': { cn: '添加订单备注', en: 'Add order note' },
  'POST /api/Payment/Record': { cn: '登记收款', en: 'Record payment' },
  'POST /api/Payment/Refund': { cn: '登记退款', en: 'Record refund' },
  'POST /api/UManage/SetClientSalesperson': { cn: '指派客户业务员', en: 'Assign client salesperson' },
  'POST /api/Cart/SetAbandonDays': { cn: '设置购物车放弃天数', en: 'Set cart abandon days' },
  // Staff accounts (issue 11 #1): several calls share staff:edit and staff:signout.
  'POST /api/LAdmin/upxtusers': { cn: '保存账号', en: 'Save account' },
  'POST /api/LAdmin/SetStaffStatus': { cn: '启用或停用账号', en: 'Enable or disable account' },
  'POST /api/LAdmin/ResetStaffPassword': { cn: '重置账号密码', en: 'Reset account password' },
  'POST /api/UManage/SetRole': { cn: '设置账号角色', en: 'Set account role' },
  'POST /api/LAdmin/RemoveStaff': { cn: '删除账号', en: 'Remove account' },
  'POST /api/UManage/RemoveLogin': { cn: '强制下线', en: 'Force sign-out' },
  'POST /api/UManage/batchRemoveLogin': { cn: '批量强制下线', en: 'Force sign-out (several)' },
  'POST /api/System/ForceLogout': { cn: '结束在线会话', en: 'End an online session' },
  'POST /api/LAdmin/AddSwitchGrant': { cn: '授权切换账号', en: 'Grant account switch' },
  'POST /api/LAdmin/RemoveSwitchGrant': { cn: '撤销切换授权', en: 'Revoke account switch' },
  'POST /api/Upload/Image': { cn: '上传图片', en: 'Upload image' },
  'POST /api/UManage/UpdateUser': { cn: '修改个人资料', en: 'Update own profile' },
  'POST /api/UManage/EndOwnSession': { cn: '退出一台设备', en: 'Sign out one device' },
  'POST /api/UManage/EndOtherSessions': { cn: '退出其他设备', en: 'Sign out elsewhere' },
  'POST /api/Menu/Add': { cn: '新增菜单', en: 'Add menu item' },
  'POST /api/Menu/Change': { cn: '修改菜单', en: 'Change menu item' },
  'POST /api/Menu/Move': { cn: '移动菜单', en: 'Move menu item' },
  'POST /api/Menu/SetStatus': { cn: '启用或停用菜单', en: 'Enable or disable menu item' },
  'POST /api/Menu/Remove': { cn: '删除菜单', en: 'Delete menu item' },
  'POST /api/UManage/AddRole': { cn: '新增角色', en: 'Add role' },
  'POST /api/UManage/ChangeRole': { cn: '修改角色', en: 'Change role' },
  'POST /api/UManage/RemoveRole': { cn: '删除角色', en: 'Remove role' },
  'POST /api/UManage/CopyRole': { cn: '复制角色', en: 'Copy role' },
  'POST /api/UManage/SavePowers': { cn: '保存角色权限', en: 'Save role powers' },
  // Shop accounts and promoters (issue 12, part B): account:edit is shared by three calls.
  'POST /api/UManage/Register': { cn: '注册商城账号', en: 'Register shop account' },
  'POST /api/UManage/accountBindingClient': { cn: '商城账号绑定客户', en: 'Bind shop account to client' },
  'POST /api/UManage/SetShopAccountStatus': { cn: '启用或停用商城账号', en: 'Enable or disable shop account' },
  'POST /api/UManage/optgzxUser': { cn: '设置推广员', en: 'Change promoter' },
  'POST /api/UManage/Users': { cn: '查询商城账号', en: 'List shop accounts' },
  // Credit review (issue 12 #4): fun_AuditPass approves or rejects under the one mark credit:audit.
  'POST /api/UManage/fun_AuditPass': { cn: '审核信用申请', en: 'Review credit application' },
  // WeChat followers (issue 12 #3): wechat:edit is shared by four calls.
  'GET /api/UManage/GetWxuser': { cn: '查询微信粉丝', en: 'List WeChat followers' },
  'POST /api/UManage/weChatBindingClient': { cn: '微信粉丝绑定客户', en: 'Bind WeChat follower to client' },
  'POST /api/UManage/weChatUnBundingClient': { cn: '微信粉丝解绑客户', en: 'Unbind WeChat follower from client' },
  'POST /api/UManage/ReloadSubscribe': { cn: '同步微信粉丝列表', en: 'Reload WeChat follower list' },
  'POST /api/UManage/ReloadWxuser': { cn: '同步微信粉丝资料', en: 'Reload WeChat follower profiles' },
  // Departments and customer service (issue 13 #7): department:edit and service:edit are shared.
  'POST /api/Space/SaveDepartment': { cn: '保存部门', en: 'Save department' },
  'POST /api/Space/RemoveDepartment': { cn: '删除部门', en: 'Delete department' },
  'POST /api/Space/SaveContact': { cn: '保存客服', en: 'Save service contact' },
  'POST /api/Space/SwitchContact': { cn: '切换客服在线或启用', en: 'Switch service contact online or enabled' },
  'POST /api/Space/RemoveContact': { cn: '删除客服', en: 'Delete service contact' },
  // Year plan (issue 15 #4): plan:edit is shared by save, copy and import.
  'POST /api/Plan/SaveLine': { cn: '保存年度计划', en: 'Save year plan' },
  'POST /api/Plan/CopyLastYear': { cn: '复制上年计划', en: "Copy last year's plan" },
  'POST /api/Plan/Import': { cn: '导入年度计划', en: 'Import year plan' },
  // Backups (issue 15 #3): database:backup and database:restore are each shared by several calls.
  'POST /api/Safeguard/Backup/Create': { cn: '备份数据库', en: 'Back up database' },
  'POST /api/Safeguard/Backup/Remove': { cn: '删除备份', en: 'Delete backup' },
  'POST /api/Safeguard/Backup/Ticket': { cn: '下载备份', en: 'Download backup' },
  'POST /api/Safeguard/Backup/SetSchedule': { cn: '保存备份计划', en: 'Save backup schedule' },
  'POST /api/Safeguard/Backup/Upload': { cn: '上传备份', en: 'Upload backup' },
  'POST /api/Safeguard/Backup/Restore': { cn: '恢复数据库', en: 'Restore database' },
  'POST /api/Safeguard/RunTask': { cn: '立即执行定时任务', en: 'Run a scheduled task now' },
  // Banners (issue 13 #2): each slot's edit mark is shared by save, status, remove and reorder.
  'POST /api/Banner/Pc/Save': { cn: '保存横幅', en: 'Save banner' },
  'POST /api/Banner/Pc/SetStatus': { cn: '启用或停用横幅', en: 'Enable or disable banner' },
  'POST /api/Banner/Pc/Remove': { cn: '删除横幅', en: 'Delete banner' },
  'POST /api/Banner/Pc/Reorder': { cn: '横幅排序', en: 'Reorder banners' },
  'POST /api/Banner/Ad/Save': { cn: '保存广告', en: 'Save advertisement' },
  'POST /api/Banner/Ad/SetStatus': { cn: '启用或停用广告', en: 'Enable or disable advertisement' },
  'POST /api/Banner/Ad/Remove': { cn: '删除广告', en: 'Delete advertisement' },
  'POST /api/Banner/Ad/Reorder': { cn: '广告排序', en: 'Reorder advertisements' },
  'POST /api/Banner/Wxapp/Save': { cn: '保存小程序横幅', en: 'Save applet banner' },
  'POST /api/Banner/Wxapp/SetStatus': { cn: '启用或停用小程序横幅', en: 'Enable or disable applet banner' },
  'POST /api/Banner/Wxapp/Remove': { cn: '删除小程序横幅', en: 'Delete applet banner' },
  'POST /api/Banner/Wxapp/Reorder': { cn: '小程序横幅排序', en: 'Reorder applet banners' },
  // Card sizes, card templates and products (issue 13 #4, #5): size:edit, card:edit and product:edit are shared.
  // Value lists (issue 37 #10): dict:edit is shared.
  'POST /api/System/AddValueItem': { cn: '新增字典项', en: 'Add list item' },
  'POST /api/System/ChangeValueItem': { cn: '修改字典项', en: 'Rename list item' },
  'POST /api/System/SetValueItemStatus': { cn: '启用或停用字典项', en: 'Enable or disable list item' },
  'POST /api/System/ReorderValueList': { cn: '字典项排序', en: 'Reorder list items' },
  'POST /api/System/RemoveValueItem': { cn: '删除字典项', en: 'Delete list item' },
  'POST /api/Card/AddSize': { cn: '新增名片尺寸', en: 'Add card size' },
  'POST /api/Card/ChangeSize': { cn: '修改名片尺寸', en: 'Change card size' },
  'POST /api/Card/SetSizeStatus': { cn: '启用或停用名片尺寸', en: 'Enable or disable card size' },
  'POST /api/Card/RemoveSize': { cn: '删除名片尺寸', en: 'Delete card size' },
  'POST /api/Card/AddTemplate': { cn: '新增名片模板', en: 'Add card template' },
  'POST /api/Card/ChangeTemplate': { cn: '修改名片模板', en: 'Change card template' },
  'POST /api/Card/SetTemplateStatus': { cn: '启用或停用名片模板', en: 'Enable or disable card template' },
  'POST /api/Card/RemoveTemplate': { cn: '删除名片模板', en: 'Delete card template' },
  'POST /api/Product/Add': { cn: '新增产品', en: 'Add product' },
  'POST /api/Product/Change': { cn: '修改产品', en: 'Change product' },
  'POST /api/Product/SetOnSale': { cn: '产品上架或下架', en: 'Put product on or off sale' },
  'POST /api/Product/Remove': { cn: '删除产品', en: 'Delete product' },
  'POST /api/Product/Reorder': { cn: '产品排序', en: 'Reorder products' },
  // News (issue 13 #3): article:edit is shared by four calls; Publish also schedules and unpublishes.
  'POST /api/Article/Add': { cn: '新增新闻', en: 'Add news item' },
  'POST /api/Article/Change': { cn: '修改新闻', en: 'Change news item' },
  'POST /api/Article/Remove': { cn: '删除新闻', en: 'Delete news item' },
  'POST /api/Article/Restore': { cn: '恢复新闻版本', en: 'Restore news revision' },
  'POST /api/Article/Publish': { cn: '发布、定时或撤回新闻', en: 'Publish, schedule or unpublish news' },
  // WeChat settings (issue 13 #8): wechatsetting:edit is shared by the save and the connection test.
  'POST /api/Space/SaveWechatSetting': { cn: '保存微信设置', en: 'Save WeChat setup' },
  'POST /api/Space/TestWechatConnection': { cn: '测试微信连接', en: 'Test WeChat connection' },
  // Messages (issue 14 #4): notice:send is shared by the notice and the message to one user.
  'POST /api/Message/SendNotice': { cn: '发送通知', en: 'Send notice' },
  'POST /api/Message/Send': { cn: '发送消息', en: 'Send message' },
  // Power requests (issue 14 #3): the request is a GET (spec §7) without a mark; the decision shares role:edit.
  'GET /api/open/OpenApi.ashx/save_power_sq': { cn: '申请权限', en: 'Request access' },
  'POST /api/Power/Decide': { cn: '审批权限申请', en: 'Decide access request' },
  // Desktop-software keys (issue 14 #2): softkey:edit is shared by the list, creating and revoking.
  'POST /api/Setting/CreateSoftKey': { cn: '新建桌面客户端密钥', en: 'Create desktop software key' },
  'POST /api/Setting/RevokeSoftKey': { cn: '撤销桌面客户端密钥', en: 'Revoke desktop software key' },
};

const BY_MARK = new Map<string, ActionTitle>();
for (const r of ALL_ROUTES) {
  if (!BY_MARK.has(r.mark)) BY_MARK.set(r.mark, { cn: r.title, en: r.title_en });
}
// Buttons after pages: a mark that is a button names the button, not its page.
for (const r of ALL_ROUTES) for (const b of r.buttons ?? []) BY_MARK.set(b.mark, { cn: b.title, en: b.title_en });

/** The title of a call (its method, path and mark), or null when neither table names it. */
export function titleOfCall(call: { method: string; path: string; mark: string | null }): ActionTitle | null {
  return (
    CALL_TITLES[`${call.method} ${call.path}`] ??
    (call.mark && call.mark !== 'public' ? (BY_MARK.get(call.mark) ?? null) : null)
  );
}
