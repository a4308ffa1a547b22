/**
 * The route catalogue of spec §2: every page of the console, with its cn/en titles,
 * icon (an @ant-design/icons name) and the permission mark that opens it.
 * Titles fit the 200 px menu with room to spare for other platforms' fonts (at most 95 % of
 * the title's room, checked by e2e/tests/dashboard-layout.spec.ts; docs/decisions/0037-long-names-and-menu-titles.md).
 * The seed turns it into menu rows; the web registers a lazy page for each.
 * Buttons are the marks a role may hold inside a page (spec §6 "allow").
 */
export interface RouteDef {
  path: string;
  title: string;
  title_en: string;
  icon: string;
  /** Mark needed to open the page (menu rows of type "menu"). */
  mark: string;
  /** Marks of the buttons inside this page. */
  buttons?: { mark: string; title: string; title_en: string }[];
  /**
   * Only the platform owner's branch sees the page (headquarters): the menu leaves it out for any
   * other branch, whatever its role holds, and its calls are platformOnly.
   */
  platformOnly?: boolean;
  /** Places the page one level deeper, under a second-level directory of this name. */
  under?: { title: string; title_en: string; icon: string };
}

export interface RouteGroup {
  path: string;
  title: string;
  title_en: string;
  icon: string;
  children: RouteDef[];
}

/** The one third-level example of the demo: Widgets → Icons → list / selector. */
const ICONS_DIR = { title: '图标', title_en: 'Icons', icon: 'SmileOutlined' };

export const ROUTE_GROUPS: RouteGroup[] = [
  {
    path: '/dashboard',
    title: '仪表盘',
    title_en: 'Dashboard',
    icon: 'DashboardOutlined',
    children: [
      {
        path: '/dashboard/console',
        title: '主控台',
        title_en: 'Console',
        icon: 'HomeOutlined',
        mark: 'dashboard:console',
        buttons: [
          { mark: 'client:view', title: '查看客户', title_en: 'View client' },
          { mark: 'client:edit', title: '编辑客户', title_en: 'Edit client' },
        ],
      },
      {
        path: '/dashboard/ordersummary',
        title: '订单概览',
        title_en: 'Order overview',
        icon: 'BarChartOutlined',
        mark: 'dashboard:ordersummary',
        buttons: [{ mark: 'report:export', title: '导出', title_en: 'Export' }],
      },
      {
        path: '/dashboard/branches',
        title: '分公司对比',
        title_en: 'Branches',
        icon: 'ApartmentOutlined',
        mark: 'platform:branches',
        platformOnly: true,
      },
    ],
  },
  {
    path: '/order',
    title: '订单管理',
    title_en: 'Orders',
    icon: 'ShoppingOutlined',
    children: [
      {
        path: '/order/customerorder',
        title: '客户订单',
        title_en: 'Client orders',
        icon: 'FileTextOutlined',
        mark: 'order:list',
        buttons: [
          { mark: 'order:edit', title: '编辑订单', title_en: 'Edit order' },
          { mark: 'order:export', title: '导出订单', title_en: 'Export orders' },
        ],
      },
      {
        path: '/order/customershopcart',
        title: '客户购物车',
        title_en: 'Client carts',
        icon: 'ShoppingCartOutlined',
        mark: 'cart:list',
        buttons: [
          { mark: 'cart:settings', title: '购物车设置', title_en: 'Cart settings' },
          { mark: 'cart:export', title: '导出购物车', title_en: 'Export carts' },
        ],
      },
      {
        path: '/order/customerpaylist',
        title: '客户付款',
        title_en: 'Payments',
        icon: 'PayCircleOutlined',
        mark: 'payment:list',
        buttons: [
          { mark: 'payment:record', title: '登记收款退款', title_en: 'Record payments and refunds' },
          { mark: 'payment:export', title: '导出付款', title_en: 'Export payments' },
        ],
      },
    ],
  },
  {
    path: '/space',
    title: '页面内容',
    title_en: 'Page content',
    icon: 'AppstoreOutlined',
    children: [
      {
        path: '/space/cardsettings',
        title: '名片设置',
        title_en: 'Card settings',
        icon: 'IdcardOutlined',
        mark: 'content:card',
        buttons: [{ mark: 'card:edit', title: '编辑名片模板', title_en: 'Edit card templates' }],
      },
      {
        path: '/space/indexsetting',
        title: '首页设置',
        title_en: 'Home page',
        icon: 'LayoutOutlined',
        mark: 'content:index',
        buttons: [{ mark: 'index:edit', title: '编辑首页', title_en: 'Edit home page' }],
      },
      {
        path: '/space/article-list',
        title: '新闻列表',
        title_en: 'News',
        icon: 'ReadOutlined',
        mark: 'content:article',
        buttons: [
          { mark: 'article:edit', title: '编辑新闻', title_en: 'Edit news' },
          { mark: 'article:publish', title: '发布新闻', title_en: 'Publish news' },
        ],
      },
      {
        path: '/space/productsshow',
        title: '产品展示',
        title_en: 'Products',
        icon: 'ShopOutlined',
        mark: 'content:product',
        buttons: [{ mark: 'product:edit', title: '编辑产品', title_en: 'Edit products' }],
      },
      {
        path: '/space/department',
        title: '部门设置',
        title_en: 'Departments',
        icon: 'ApartmentOutlined',
        mark: 'content:department',
        buttons: [{ mark: 'department:edit', title: '编辑部门', title_en: 'Edit departments' }],
      },
      {
        path: '/space/customerservice',
        title: '客服设置',
        title_en: 'Support',
        icon: 'CustomerServiceOutlined',
        mark: 'content:service',
        buttons: [{ mark: 'service:edit', title: '编辑客服', title_en: 'Edit support contacts' }],
      },
      {
        path: '/space/wechatsetting',
        title: '微信设置',
        title_en: 'WeChat setup',
        icon: 'WechatOutlined',
        mark: 'content:wechat',
        buttons: [{ mark: 'wechatsetting:edit', title: '编辑微信设置', title_en: 'Edit WeChat setup' }],
      },
    ],
  },
  {
    path: '/message',
    title: '消息',
    title_en: 'Messages',
    icon: 'MessageOutlined',
    children: [
      {
        path: '/message/message',
        title: '消息列表',
        title_en: 'Message list',
        icon: 'MailOutlined',
        mark: 'message:list',
        buttons: [{ mark: 'notice:send', title: '发送通知', title_en: 'Send notices' }],
      },
    ],
  },
  {
    path: '/system',
    title: '系统设置',
    title_en: 'System',
    icon: 'SettingOutlined',
    children: [
      {
        path: '/system/setting',
        title: '系统参数',
        title_en: 'Settings',
        icon: 'ControlOutlined',
        mark: 'system:setting',
        buttons: [
          { mark: 'setting:edit', title: '编辑系统参数', title_en: 'Edit settings' },
          { mark: 'softkey:edit', title: '管理桌面软件密钥', title_en: 'Desktop software keys' },
        ],
      },
      {
        path: '/system/log',
        title: '操作日志',
        title_en: 'Operation log',
        icon: 'ProfileOutlined',
        mark: 'system:log',
        buttons: [{ mark: 'oplog:export', title: '导出操作日志', title_en: 'Export operation log' }],
      },
      {
        path: '/system/dspjsize',
        title: '名片尺寸',
        title_en: 'Card sizes',
        icon: 'ColumnWidthOutlined',
        mark: 'system:size',
        buttons: [{ mark: 'size:edit', title: '编辑名片尺寸', title_en: 'Edit card sizes' }],
      },
      {
        path: '/system/dict',
        title: '字典管理',
        title_en: 'Value lists',
        icon: 'BookOutlined',
        mark: 'system:dict',
        buttons: [{ mark: 'dict:edit', title: '编辑字典', title_en: 'Edit value lists' }],
      },
    ],
  },
  {
    path: '/safeguard',
    title: '系统维护',
    title_en: 'Maintenance',
    icon: 'SafetyOutlined',
    children: [
      {
        path: '/safeguard/server',
        title: '服务器',
        title_en: 'Server',
        icon: 'CloudServerOutlined',
        mark: 'safeguard:server',
      },
      {
        path: '/safeguard/database',
        title: '数据库',
        title_en: 'Database',
        icon: 'DatabaseOutlined',
        mark: 'safeguard:database',
        buttons: [
          { mark: 'database:cancel', title: '取消查询', title_en: 'Cancel queries' },
          { mark: 'database:backup', title: '备份数据库', title_en: 'Back up the database' },
          { mark: 'database:restore', title: '恢复数据库', title_en: 'Restore the database' },
        ],
      },
      {
        path: '/safeguard/tasks',
        title: '定时任务',
        title_en: 'Timed tasks',
        icon: 'FieldTimeOutlined',
        mark: 'safeguard:tasks',
        buttons: [{ mark: 'tasks:run', title: '立即执行', title_en: 'Run now' }],
      },
    ],
  },
  {
    path: '/plan',
    title: '计划',
    title_en: 'Plans',
    icon: 'ScheduleOutlined',
    children: [
      {
        path: '/plan/year-plan',
        title: '年度计划',
        title_en: 'Year plan',
        icon: 'CalendarOutlined',
        mark: 'plan:year',
        buttons: [{ mark: 'plan:edit', title: '编辑年度计划', title_en: 'Edit year plans' }],
      },
    ],
  },
  {
    path: '/user',
    title: '用户管理',
    title_en: 'Users',
    icon: 'TeamOutlined',
    children: [
      { path: '/user/user', title: '个人中心', title_en: 'Personal center', icon: 'UserOutlined', mark: 'user:self' },
      {
        path: '/user/account',
        title: '客户账户',
        title_en: 'Client accounts',
        icon: 'ContactsOutlined',
        mark: 'account:list',
        buttons: [
          { mark: 'account:edit', title: '编辑账户', title_en: 'Edit account' },
          { mark: 'client:add', title: '新增客户', title_en: 'Add clients' },
          { mark: 'client:status', title: '停用启用客户', title_en: 'Disable clients' },
          { mark: 'client:export', title: '导出客户', title_en: 'Export clients' },
          { mark: 'client:fields', title: '必填字段', title_en: 'Required fields' },
          { mark: 'wechat:edit', title: '微信粉丝绑定', title_en: 'WeChat followers' },
          { mark: 'promoter:edit', title: '推广员设置', title_en: 'Edit promoters' },
        ],
      },
      {
        path: '/user/role',
        title: '角色权限',
        title_en: 'Roles',
        icon: 'SafetyCertificateOutlined',
        mark: 'role:list',
        buttons: [
          { mark: 'role:edit', title: '编辑角色', title_en: 'Edit roles' },
          { mark: 'role:assign', title: '分配权限', title_en: 'Assign permissions' },
        ],
      },
      {
        path: '/user/loginlog',
        title: '登录日志',
        title_en: 'Login log',
        icon: 'LoginOutlined',
        mark: 'user:loginlog',
        buttons: [{ mark: 'loginlog:export', title: '导出登录日志', title_en: 'Export login log' }],
      },
      {
        path: '/user/online',
        title: '在线用户',
        title_en: 'Online users',
        icon: 'DesktopOutlined',
        mark: 'user:online',
      },
      {
        path: '/user/adaccount',
        title: '管理员账号',
        title_en: 'Staff accounts',
        icon: 'UserSwitchOutlined',
        mark: 'user:admin',
        buttons: [
          { mark: 'staff:edit', title: '编辑账号', title_en: 'Edit accounts' },
          { mark: 'staff:signout', title: '强制下线', title_en: 'Force sign-out' },
          { mark: 'company:edit', title: '编辑公司资料', title_en: 'Edit company data' },
        ],
      },
      {
        path: '/user/CheckCredit',
        title: '信用审核',
        title_en: 'Credit review',
        icon: 'AuditOutlined',
        mark: 'credit:list',
        buttons: [
          { mark: 'credit:audit', title: '审核通过', title_en: 'Approve' },
          { mark: 'credit:apply', title: '申请信用', title_en: 'Apply for credit' },
        ],
      },
    ],
  },
  {
    path: '/pic',
    title: '图片广告',
    title_en: 'Banners',
    icon: 'PictureOutlined',
    children: [
      {
        path: '/pic/bannersetting',
        title: '横幅设置',
        title_en: 'Banner settings',
        icon: 'FileImageOutlined',
        mark: 'pic:banner',
        buttons: [{ mark: 'banner:edit', title: '编辑横幅', title_en: 'Edit banners' }],
      },
      {
        path: '/pic/advertisesetting',
        title: '广告设置',
        title_en: 'Advertisements',
        icon: 'NotificationOutlined',
        mark: 'pic:advertise',
        buttons: [{ mark: 'advertise:edit', title: '编辑广告', title_en: 'Edit advertisements' }],
      },
      {
        path: '/pic/wxappbannersetting',
        title: '小程序横幅',
        title_en: 'Applet banners',
        icon: 'MobileOutlined',
        mark: 'pic:wxapp',
        buttons: [{ mark: 'wxappbanner:edit', title: '编辑小程序横幅', title_en: 'Edit applet banners' }],
      },
    ],
  },
  {
    path: '/menu',
    title: '菜单管理',
    title_en: 'Menus',
    icon: 'MenuOutlined',
    children: [
      {
        path: '/menu/menu',
        title: '菜单',
        title_en: 'Menu',
        icon: 'UnorderedListOutlined',
        mark: 'menu:list',
        buttons: [{ mark: 'menu:edit', title: '编辑菜单', title_en: 'Edit menus' }],
      },
      { path: '/menu/api', title: '接口', title_en: 'APIs', icon: 'ApiOutlined', mark: 'menu:api' },
      { path: '/menu/operation', title: '操作', title_en: 'Operations', icon: 'ToolOutlined', mark: 'menu:operation' },
    ],
  },
  {
    path: '/widget',
    title: '组件',
    title_en: 'Widgets',
    icon: 'BuildOutlined',
    children: [
      {
        path: '/widget/excel',
        title: 'Excel',
        title_en: 'Excel',
        icon: 'FileExcelOutlined',
        mark: 'widget:excel',
        buttons: [{ mark: 'client:import', title: '导入客户', title_en: 'Import clients' }],
      },
      {
        path: '/widget/icon',
        title: '图标列表',
        title_en: 'Icon list',
        icon: 'SmileOutlined',
        mark: 'widget:icon',
        under: ICONS_DIR,
      },
      {
        path: '/widget/icon-selector',
        title: '图标选择器',
        title_en: 'Icon picker',
        icon: 'SelectOutlined',
        mark: 'widget:icon',
        under: ICONS_DIR,
      },
    ],
  },
];

/** Every page route of the catalogue, flat. */
export const ALL_ROUTES: RouteDef[] = ROUTE_GROUPS.flatMap((g) => g.children);

/** The pages only the platform owner's branch sees (RouteDef.platformOnly): its menu alone lists them. */
export const PLATFORM_ONLY_PATHS: ReadonlySet<string> = new Set(
  ALL_ROUTES.filter((r) => r.platformOnly).map((r) => r.path),
);
