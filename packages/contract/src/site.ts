import { z } from 'zod';
import { defineCall } from './call.js';
import { csvOf, listData, listQuery } from './list.js';
import { M } from './perms.js';
import { PRODUCT_CATEGORIES } from './product-words.js';
import { publicQuery } from './public-read.js';
import {
  CONTACT_FLAGS,
  CONTACT_LIMITS,
  CONTACT_ONLINE,
  CONTACT_SORTS,
  CONTACT_STATUSES,
  DEPARTMENT_LIMITS,
  HOME_BANNER_SLOTS,
  HOME_LIMITS,
  HOME_SECTION_KEYS,
  WECHAT_ID_PATTERN,
  type HomeSectionKey,
} from './site-words.js';
import { phoneText, rowId, seenVersion } from './fields.js';
import { savedLink, shownLinkValue } from './link.js';

/**
 * Home page, departments and customer service (/space/indexsetting, department,
 * customerservice; issue 13 #6, #7). Everything belongs to the session's branch; an id of
 * another branch is "not found" and changes nothing; every change sends the version the user
 * saw (changed meanwhile → 409).
 *
 * - Departments: a tree of at most DEPARTMENT_LIMITS.depth levels. SaveDepartment adds one
 *   (at the top or under a department), edits one, or moves it under another (never under itself
 *   or one of its own descendants). RemoveDepartment refuses a department with children; its
 *   contacts stay, without a department.
 * - Contacts: the customer-service people the shop shows, each maybe in a department, with a
 *   QR image (an upload address of the branch).
 * - Home page: one typed document (branch_documents kind 'home'): the five sections in their
 *   order, each enabled or not with its own settings. A branch that never saved one reads
 *   HOME_DEFAULT.
 * - Public reads: /api/Public/Home and /api/Public/Contacts (docs/public-api.md).
 */
export * from './site-words.js';

const version = seenVersion('the version the user saw (changed meanwhile → 409)');
const status01 = z.union([z.literal(0), z.literal(1)]);
const sortOrder = (max: number) =>
  z.number().int().min(0).max(max).default(0).describe(`order, 0 … ${max}, smaller first`);

const phone = (max: number) => phoneText(max).default('');

// ---------------------------------------------------------------------------------------------
// Departments

export const departmentRow = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable().describe('the department above; null at the top'),
  name: z.string(),
  leader: z.string(),
  phone: z.string(),
  sort: z.number().int(),
  status: z.number().int().describe('1 enabled, 0 disabled'),
  contacts: z.number().int().describe('customer-service contacts in this department'),
  version: z.number().int(),
});
export type DepartmentRow = z.infer<typeof departmentRow>;

/** The branch's departments, flat, in tree order (parents before children, then by order). */
export const Departments = defineCall({
  method: 'GET',
  path: '/api/Space/Departments',
  summary: "The branch's departments: every one, flat, each naming its parent (at most 500)",
  mark: M.departmentList,
  data: z.object({ list: z.array(departmentRow) }),
});

/** The departments as the contacts page chooses among them: names and parents only. */
export const departmentOption = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  status: z.number().int(),
});
export type DepartmentOption = z.infer<typeof departmentOption>;

export const DepartmentOptions = defineCall({
  method: 'GET',
  path: '/api/Space/DepartmentOptions',
  summary: "The branch's departments to choose a contact's department from (name and parent)",
  mark: M.serviceList,
  data: z.object({ list: z.array(departmentOption) }),
});

export const departmentSaveBody = z
  .object({
    id: rowId('the department to change; left out to add one').optional(),
    version: version.optional().describe('needed when changing'),
    parentId: rowId('the department above').nullable().default(null).describe('the department above; null at the top'),
    name: z.string().trim().min(1).max(DEPARTMENT_LIMITS.name),
    leader: z.string().trim().max(DEPARTMENT_LIMITS.leader).default(''),
    phone: phone(DEPARTMENT_LIMITS.phone),
    sort: sortOrder(DEPARTMENT_LIMITS.sort),
    status: status01.default(1).describe('1 enabled, 0 disabled'),
  })
  .strict();
export type DepartmentSaveBody = z.input<typeof departmentSaveBody>;

export const SaveDepartment = defineCall({
  method: 'POST',
  path: '/api/Space/SaveDepartment',
  summary:
    'Adds a department (at the top or under one), changes one, or moves it under another (never into its own subtree)',
  mark: M.departmentEdit,
  rules: [
    'parentId: not the department itself nor one of its sub-departments',
    `parentId: the tree at most ${DEPARTMENT_LIMITS.depth} levels deep`,
    `at most ${DEPARTMENT_LIMITS.count} departments in the branch (adding)`,
    'version: required when changing (with id)',
  ],
  body: departmentSaveBody,
  data: departmentRow,
});

export const RemoveDepartment = defineCall({
  method: 'POST',
  path: '/api/Space/RemoveDepartment',
  summary: 'Deletes a department without children; its contacts stay, without a department',
  mark: M.departmentEdit,
  body: z.object({ id: rowId('the department'), version }).strict(),
  data: z.object({ id: z.number().int(), contacts: z.number().int().describe('contacts left without a department') }),
});

// ---------------------------------------------------------------------------------------------
// Customer-service contacts

export const wechatId = z
  .string()
  .trim()
  .max(CONTACT_LIMITS.wechatMax)
  .refine((v) => v === '' || WECHAT_ID_PATTERN.test(v), {
    error: '6 to 20 characters, a letter first, then letters, digits, _ and -',
    params: {
      rule: 'words',
      cn: '应为 6 到 20 个字符，以字母开头，只能包含字母、数字、_ 和 -',
      en: 'must be 6 to 20 characters, a letter first, then letters, digits, _ and -',
    },
  })
  .default('')
  .describe("WeChat ID: 6 … 20 characters, a letter first, letters digits _ -; '' for none");

export const contactRow = z.object({
  id: z.number().int(),
  name: z.string(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().describe("'' without a department"),
  phone: z.string(),
  wechatId: z.string(),
  qrImage: z.string().describe("upload address of the QR code; '' for none"),
  hours: z.string(),
  online: z.number().int().describe('1 shown as online'),
  sort: z.number().int(),
  status: z.number().int().describe('1 enabled, 0 disabled'),
  version: z.number().int(),
});
export type ContactRow = z.infer<typeof contactRow>;

export const contactListQuery = listQuery(CONTACT_SORTS, {
  q: z.string().trim().max(CONTACT_LIMITS.search).optional().describe('name, phone or WeChat ID contains'),
  departmentId: z.coerce
    .number()
    .int()
    .min(0)
    .max(2_147_483_647)
    .optional()
    .describe('this department only (not its sub-departments); 0: contacts without a department'),
  online: csvOf(CONTACT_ONLINE).optional().describe('1 online, 0 not'),
  status: csvOf(CONTACT_STATUSES).optional().describe('1 enabled, 0 disabled'),
});

export const Contacts = defineCall({
  method: 'GET',
  path: '/api/Space/Contacts',
  summary: "The branch's customer-service contacts: one page and the filtered total",
  mark: M.serviceList,
  query: contactListQuery,
  data: listData(contactRow, {}),
});

export const contactSaveBody = z
  .object({
    id: rowId('the contact to change; left out to add one').optional(),
    version: version.optional().describe('needed when changing'),
    name: z.string().trim().min(1).max(CONTACT_LIMITS.name),
    departmentId: rowId('the department').nullable().default(null),
    phone: phone(CONTACT_LIMITS.phone),
    wechatId,
    qrImage: z.string().trim().max(300).default('').describe("an upload address of the branch's images; '' for none"),
    hours: z.string().trim().max(CONTACT_LIMITS.hours).default('').describe('free text, e.g. 9:00–18:00'),
    online: status01.default(1),
    sort: sortOrder(CONTACT_LIMITS.sort),
    status: status01.default(1),
  })
  .strict();
export type ContactSaveBody = z.input<typeof contactSaveBody>;

export const SaveContact = defineCall({
  method: 'POST',
  path: '/api/Space/SaveContact',
  summary: 'Adds a customer-service contact or changes one',
  mark: M.serviceEdit,
  rules: ['version: required when changing (with id)', 'qrImage: an image this branch uploaded, or empty'],
  body: contactSaveBody,
  data: contactRow,
});

export const SwitchContact = defineCall({
  method: 'POST',
  path: '/api/Space/SwitchContact',
  summary: "Turns a contact's online or enabled switch",
  mark: M.serviceEdit,
  body: z.object({ id: rowId('the contact'), version, flag: z.enum(CONTACT_FLAGS), value: status01 }).strict(),
  data: contactRow,
});

export const RemoveContact = defineCall({
  method: 'POST',
  path: '/api/Space/RemoveContact',
  summary: 'Deletes a customer-service contact',
  mark: M.serviceEdit,
  body: z.object({ id: rowId('the contact'), version }).strict(),
  data: z.object({ id: z.number().int() }),
});

// ---------------------------------------------------------------------------------------------
// Home page

const title = z.string().trim().max(HOME_LIMITS.title);
/** The notice bar's link: the one rule of every saved link (link.ts). */
const homeLink = savedLink(HOME_LIMITS.link).default('');

export const homeBannerSection = z
  .object({
    key: z.literal('banner'),
    enabled: z.boolean().default(true),
    slot: z.enum(HOME_BANNER_SLOTS).default('pc').describe('which banners (banners.ts slot)'),
    autoplaySeconds: z.number().int().min(HOME_LIMITS.autoplayMin).max(HOME_LIMITS.autoplayMax).default(5),
  })
  .strict();
export const homeProductsSection = z
  .object({
    key: z.literal('products'),
    enabled: z.boolean().default(true),
    title: title.default('热门产品'),
    titleEn: title.default('Popular products'),
    category: z
      .union([z.literal(''), z.enum(PRODUCT_CATEGORIES)])
      .default('')
      .describe(`the products' category (products.ts): ${PRODUCT_CATEGORIES.join(', ')}; '' for all`),
    count: z.number().int().min(HOME_LIMITS.productsMin).max(HOME_LIMITS.productsMax).default(8),
  })
  .strict();
export const homeNewsSection = z
  .object({
    key: z.literal('news'),
    enabled: z.boolean().default(true),
    title: title.default('新闻动态'),
    titleEn: title.default('News'),
    category: z.string().trim().max(HOME_LIMITS.category).default('').describe("the news category; '' for all"),
    count: z.number().int().min(HOME_LIMITS.newsMin).max(HOME_LIMITS.newsMax).default(5),
  })
  .strict();
export const homeNoticeSection = z
  .object({
    key: z.literal('notice'),
    enabled: z.boolean().default(true),
    text: z.string().trim().max(HOME_LIMITS.notice).default('欢迎光临本店'),
    textEn: z.string().trim().max(HOME_LIMITS.notice).default('Welcome to our shop'),
    link: homeLink,
  })
  .strict();
export const homeContactSection = z
  .object({
    key: z.literal('contact'),
    enabled: z.boolean().default(true),
    showPhone: z.boolean().default(true),
    showWechat: z.boolean().default(true),
    showHours: z.boolean().default(true),
  })
  .strict();

export const homeSection = z.discriminatedUnion('key', [
  homeBannerSection,
  homeProductsSection,
  homeNewsSection,
  homeNoticeSection,
  homeContactSection,
]);
export type HomeSection = z.output<typeof homeSection>;
export type HomeSectionOf<K extends HomeSectionKey> = Extract<HomeSection, { key: K }>;

const SECTION_SCHEMAS = {
  banner: homeBannerSection,
  products: homeProductsSection,
  news: homeNewsSection,
  notice: homeNoticeSection,
  contact: homeContactSection,
} as const;

/** Every section on, in HOME_SECTION_KEYS order. */
const DEFAULT_SECTIONS = HOME_SECTION_KEYS.map<HomeSection>((key) => SECTION_SCHEMAS[key].parse({ key }));

export const homeLayout = z
  .object({
    sections: z
      .array(homeSection)
      .length(HOME_SECTION_KEYS.length)
      .refine((s) => new Set(s.map((x) => x.key)).size === HOME_SECTION_KEYS.length, {
        error: 'each section exactly once',
        params: { rule: 'words', cn: '每个版块必须且只能出现一次', en: 'must name each section exactly once' },
      })
      .default(DEFAULT_SECTIONS)
      .describe(
        `the sections in the order the shop shows them: ${HOME_SECTION_KEYS.join(', ')}, each once (left out: the default home page)`,
      ),
  })
  .strict();
export type HomeLayout = z.output<typeof homeLayout>;

/** The home page of a branch that never saved one: every section enabled, in HOME_SECTION_KEYS order. */
export const HOME_DEFAULT: HomeLayout = { sections: DEFAULT_SECTIONS };

/**
 * A stored home document read with today's rules: each known section with its defaults filled
 * in (a section that no longer parses falls back to its default; a link failing the link rule
 * reads as ''), unknown ones dropped, and
 * missing ones appended in their default order. So a key added later needs no migration.
 */
export function readHomeLayout(stored: unknown): HomeLayout {
  const list = Array.isArray((stored as { sections?: unknown } | null)?.sections)
    ? (stored as { sections: unknown[] }).sections
    : [];
  const seen = new Set<HomeSectionKey>();
  const sections: HomeSection[] = [];
  for (const raw of list) {
    const key = (raw as { key?: unknown } | null)?.key as HomeSectionKey;
    if (!(HOME_SECTION_KEYS as readonly string[]).includes(key) || seen.has(key)) continue;
    // A stored link failing the link rule (a row that got in some other way) reads as no link;
    // the rest of its section stays.
    const link = (raw as { link?: unknown }).link;
    const cleaned = typeof link === 'string' && shownLinkValue(link) !== link ? { ...(raw as object), link: '' } : raw;
    const parsed = SECTION_SCHEMAS[key].safeParse(cleaned);
    sections.push(parsed.success ? parsed.data : SECTION_SCHEMAS[key].parse({ key }));
    seen.add(key);
  }
  for (const key of HOME_SECTION_KEYS) if (!seen.has(key)) sections.push(SECTION_SCHEMAS[key].parse({ key }));
  return { sections };
}

export const homeDocument = z.object({
  layout: homeLayout,
  version: z.number().int().describe('0 while the branch never saved its home page'),
  updatedBy: z.string().describe("who saved it last; '' never"),
  updatedAt: z.string().nullable().describe('ISO timestamp of the last save; null never'),
});
export type HomeDocument = z.infer<typeof homeDocument>;

export const HomePage = defineCall({
  method: 'GET',
  path: '/api/Space/HomePage',
  summary: "The branch's home page: its sections in order with their settings (the defaults while never saved)",
  mark: M.homePage,
  data: homeDocument,
});

export const SaveHomePage = defineCall({
  method: 'POST',
  path: '/api/Space/SaveHomePage',
  summary: "Saves the branch's whole home page (sections, order, settings) if nobody saved it meanwhile",
  mark: M.homePageEdit,
  body: z.object({ layout: homeLayout, version }).strict(),
  data: homeDocument,
});

// ---------------------------------------------------------------------------------------------
// Public reads

export const publicHomeSection = z.discriminatedUnion('key', [
  homeBannerSection.omit({ enabled: true }),
  homeProductsSection.omit({ enabled: true }),
  homeNewsSection.omit({ enabled: true }),
  homeNoticeSection.omit({ enabled: true }),
  homeContactSection.omit({ enabled: true }),
]);

export const PublicHome = defineCall({
  method: 'GET',
  path: '/api/Public/Home',
  summary: "The shop's home page: the enabled sections in order, with their settings",
  mark: 'public',
  query: publicQuery({}),
  data: z.object({ sections: z.array(publicHomeSection) }),
});

export const publicContact = z.object({
  name: z.string(),
  department: z.string().describe("the department's name; '' without one (or when it is disabled)"),
  phone: z.string(),
  wechatId: z.string(),
  qrImage: z.string().describe("upload address; '' for none"),
  hours: z.string(),
  online: z.boolean(),
});
export type PublicContact = z.infer<typeof publicContact>;

export const PublicContacts = defineCall({
  method: 'GET',
  path: '/api/Public/Contacts',
  summary: "The shop's customer-service contacts: the enabled ones, in order",
  mark: 'public',
  query: publicQuery({}),
  data: z.object({ list: z.array(publicContact) }),
});
