import { z } from 'zod';
import { defineCall } from './call.js';
import { DATE_MAX, DATE_MIN } from './date-bounds.js';
import { csvOf, listData, listQuery } from './list.js';
import { publicQuery } from './public-read.js';
import {
  BANNER_LINK_MAX,
  BANNER_PAGES,
  BANNER_SEARCH_MAX,
  BANNER_SLOTS,
  BANNER_SORTS,
  BANNER_STATES,
  BANNER_TITLE_MAX,
  BANNER_WINDOW_RULE,
  BANNERS_PER_SLOT_MAX,
  type BannerSlot,
} from './banner-words.js';
import { rowId, seenVersion } from './fields.js';
import { savedLink, shownLink } from './link.js';
import { UPLOAD_ADDRESS, UPLOAD_ADDRESS_EXAMPLE } from './uploads.js';

/**
 * Banners in their three slots (/pic/bannersetting: pc, /pic/advertisesetting: ad,
 * /pic/wxappbannersetting: wxapp; issue 13 #2) and their public read (#10). A banner belongs to
 * one branch and one slot: an image of the branch's uploads, cn and en titles, a link, an
 * optional window (start, end) and enabled. The slot's order is `sort`, changed by dragging.
 *
 * Each slot has its own calls under /api/Banner/<Pc|Ad|Wxapp>/…, because a call has one mark:
 * the slot's page mark reads it, its button mark changes it (M.pcBanners / M.pcBannerEdit …).
 *
 *  - List: the list protocol (q over both titles, state), the slot's order unless sorted.
 *  - Save: adds (no id; it goes last) or changes one banner (id and the version the user saw).
 *  - SetStatus: enables or disables one (id, version, status).
 *  - Remove: deletes one (id, version).
 *  - Reorder: the slot's every banner, in the new order, each with the version the user saw;
 *    a banner added, removed or changed meanwhile makes it 409 and nothing moves.
 * Another branch's id is 404; a stale version 409; nothing changes then.
 */
export * from './banner-words.js';

const bannerStatus = z.number().int().min(0).max(1).describe('1 enabled, 0 disabled');
const version = seenVersion('the version the user saw (changed meanwhile → 409)');

/** An instant written ISO 8601 with its offset (2026-05-01T00:00:00Z, …+08:00), between DATE_MIN and DATE_MAX. */
const instant = (what: string) =>
  z.iso
    .datetime({ offset: true, abort: true })
    .refine(
      (s) => {
        const t = Date.parse(s);
        return (
          Number.isFinite(t) && t >= Date.parse(`${DATE_MIN}T00:00:00Z`) && t <= Date.parse(`${DATE_MAX}T23:59:59Z`)
        );
      },
      {
        error: `must be between ${DATE_MIN} and ${DATE_MAX}`,
        params: { rule: 'dateRange', min: DATE_MIN, max: DATE_MAX },
      },
    )
    // The years as a pattern for the document (format date-time alone allows any year).
    .meta({
      pattern:
        '^(19\\d\\d|20\\d\\d|2100)-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d+)?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d)$',
      example: '2026-12-01T00:00:00+08:00',
    })
    .describe(`${what}: ISO 8601 date and time with offset, ${DATE_MIN} … ${DATE_MAX}`);

/** A banner's link: the one rule of every saved link (link.ts). */
export const bannerLink = savedLink(BANNER_LINK_MAX);

export const bannerRow = z.object({
  id: z.number().int(),
  slot: z.enum(BANNER_SLOTS),
  image: z.string().describe('the upload address of the image'),
  title: z.string().describe('title (cn)'),
  titleEn: z.string().describe("title (en); '' when none"),
  link: z.string(),
  sort: z.number().int().describe('place in the slot, 1 first'),
  startsAt: z.string().nullable().describe('ISO timestamp from which it shows; null: from now on'),
  endsAt: z.string().nullable().describe('ISO timestamp until which it shows; null: no end'),
  status: z.number().int().describe('1 enabled, 0 disabled'),
  state: z.enum(BANNER_STATES).describe("what it shows now, at the server's clock: live, scheduled, ended, disabled"),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type BannerRow = z.infer<typeof bannerRow>;

export const bannerListQuery = listQuery(BANNER_SORTS, {
  q: z.string().trim().max(BANNER_SEARCH_MAX).optional().describe('cn or en title contains'),
  state: csvOf(BANNER_STATES).optional().describe('live, scheduled, ended, disabled'),
});

export const bannerSaveBody = z
  .object({
    id: rowId('the banner to change; left out to add one (it goes last)').optional(),
    version: version.optional().describe('needed with id: the version the user saw'),
    image: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .meta({ pattern: UPLOAD_ADDRESS.source, example: UPLOAD_ADDRESS_EXAMPLE })
      .describe("an upload address of the session's branch (POST /api/Upload/Image)"),
    title: z.string().trim().min(1).max(BANNER_TITLE_MAX).describe('title (cn), required'),
    titleEn: z.string().trim().max(BANNER_TITLE_MAX).default('').describe('title (en), optional'),
    link: bannerLink.default(''),
    startsAt: instant('shown from').nullable().default(null),
    endsAt: instant('shown until').nullable().default(null),
    status: bannerStatus.default(1),
  })
  .strict()
  .refine((b) => !b.startsAt || !b.endsAt || Date.parse(b.endsAt) > Date.parse(b.startsAt), {
    error: BANNER_WINDOW_RULE.en,
    path: ['endsAt'],
    params: { rule: 'words', ...BANNER_WINDOW_RULE },
  });

const statusBody = z.object({ id: rowId('the banner'), version, status: bannerStatus }).strict();
const removeBody = z.object({ id: rowId('the banner'), version }).strict();
const reorderBody = z
  .object({
    order: z
      .array(z.object({ id: rowId('a banner of the slot'), version }).strict())
      .min(1)
      .max(BANNERS_PER_SLOT_MAX)
      .refine((xs) => new Set(xs.map((x) => x.id)).size === xs.length, {
        error: 'each banner at most once',
        params: { rule: 'words', cn: '每个横幅只能出现一次', en: 'must name each banner at most once' },
      })
      .describe('every banner of the slot, first to last, each with the version the user saw'),
  })
  .strict();

const orderData = z.array(z.object({ id: z.number().int(), sort: z.number().int(), version: z.number().int() }));

/** One slot's calls: list, save, enable/disable, remove and reorder, under the slot's page and button marks. */
function bannerCalls<const W extends 'Pc' | 'Ad' | 'Wxapp'>(slot: BannerSlot, word: W, read: string, edit: string) {
  const base = `/api/Banner/${word}` as const;
  const where = { pc: 'PC banners', ad: 'advertisements', wxapp: 'mini-program banners' }[slot];
  return {
    list: defineCall({
      method: 'GET',
      path: `${base}/List`,
      summary: `The branch's ${where}: one page, the filtered total; in their order unless sorted`,
      mark: read,
      query: bannerListQuery,
      data: listData(bannerRow, {}),
    }),
    save: defineCall({
      method: 'POST',
      path: `${base}/Save`,
      summary: `Adds one of the branch's ${where} (without id; it goes last) or changes one (id and version)`,
      mark: edit,
      rules: [
        'image: an image this branch uploaded',
        'endsAt: after startsAt, when both are given',
        'version: required when changing (with id)',
      ],
      body: bannerSaveBody,
      data: bannerRow,
    }),
    setStatus: defineCall({
      method: 'POST',
      path: `${base}/SetStatus`,
      summary: `Enables or disables one of the branch's ${where}`,
      mark: edit,
      body: statusBody,
      data: bannerRow,
    }),
    remove: defineCall({
      method: 'POST',
      path: `${base}/Remove`,
      summary: `Deletes one of the branch's ${where}`,
      mark: edit,
      body: removeBody,
      data: z.object({ id: z.number().int() }),
    }),
    reorder: defineCall({
      method: 'POST',
      path: `${base}/Reorder`,
      summary: `Puts the branch's ${where} in a new order: all of them, each with the version seen; refused when any changed meanwhile`,
      mark: edit,
      rules: ['order: each banner at most once'],
      body: reorderBody,
      data: orderData,
    }),
  };
}

const pc = bannerCalls('pc', BANNER_PAGES.pc.word, BANNER_PAGES.pc.mark, BANNER_PAGES.pc.editMark);
const ad = bannerCalls('ad', BANNER_PAGES.ad.word, BANNER_PAGES.ad.mark, BANNER_PAGES.ad.editMark);
const wxapp = bannerCalls('wxapp', BANNER_PAGES.wxapp.word, BANNER_PAGES.wxapp.mark, BANNER_PAGES.wxapp.editMark);

// Every call its own top-level export: the server, the documents and the quality walks find them there.
export const PcBannerList = pc.list;
export const SavePcBanner = pc.save;
export const SetPcBannerStatus = pc.setStatus;
export const RemovePcBanner = pc.remove;
export const ReorderPcBanners = pc.reorder;
export const AdBannerList = ad.list;
export const SaveAdBanner = ad.save;
export const SetAdBannerStatus = ad.setStatus;
export const RemoveAdBanner = ad.remove;
export const ReorderAdBanners = ad.reorder;
export const WxappBannerList = wxapp.list;
export const SaveWxappBanner = wxapp.save;
export const SetWxappBannerStatus = wxapp.setStatus;
export const RemoveWxappBanner = wxapp.remove;
export const ReorderWxappBanners = wxapp.reorder;

/** The calls of each slot, for code that serves or walks all three alike. */
export const BANNER_CALLS = {
  pc: {
    list: PcBannerList,
    save: SavePcBanner,
    setStatus: SetPcBannerStatus,
    remove: RemovePcBanner,
    reorder: ReorderPcBanners,
  },
  ad: {
    list: AdBannerList,
    save: SaveAdBanner,
    setStatus: SetAdBannerStatus,
    remove: RemoveAdBanner,
    reorder: ReorderAdBanners,
  },
  wxapp: {
    list: WxappBannerList,
    save: SaveWxappBanner,
    setStatus: SetWxappBannerStatus,
    remove: RemoveWxappBanner,
    reorder: ReorderWxappBanners,
  },
} as const;

export const publicBanner = z.object({
  image: z.string().describe('the image address (GET it from the same server)'),
  title: z.string().describe('title (cn)'),
  titleEn: z.string().describe("title (en); '' when none"),
  link: shownLink().describe(
    "'' (no link), an http(s) address, or a shop page path starting with / (a stored link failing the link rule is handed out as '')",
  ),
});
export type PublicBanner = z.infer<typeof publicBanner>;

/** The shop's read: the slot's banners that are enabled and inside their window now, in their order. */
export const PublicBanners = defineCall({
  method: 'GET',
  path: '/api/Public/Banners',
  summary: "A branch's banners of one slot that show now (enabled, inside their window), in order: image, titles, link",
  mark: 'public',
  query: publicQuery({
    slot: z.enum(BANNER_SLOTS).describe('pc: the PC shop, ad: the ad slot, wxapp: the mini-program'),
  }),
  data: z.array(publicBanner).max(BANNERS_PER_SLOT_MAX),
});
