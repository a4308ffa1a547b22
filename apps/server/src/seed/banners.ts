import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { BANNER_SIZES, type BannerSlot } from '@bo/contract';
import type { Db } from '../db/client.js';
import { storeImage } from '../modules/uploads/service.js';

const DAY = 86_400_000;

interface DemoBanner {
  slot: BannerSlot;
  title: string;
  titleEn: string;
  link: string;
  /** Two colours of the image's gradient. */
  colours: [string, string];
  /** Words drawn on the image (Latin: the server may have no CJK font). */
  words: string;
  /** Days from now: the window, when it has one. */
  window?: [number | null, number | null];
  status?: 0 | 1;
}

const DEMO: DemoBanner[] = [
  {
    slot: 'pc',
    title: '春季名片特惠',
    titleEn: 'Spring card sale',
    link: '/product/cards',
    colours: ['#1677ff', '#69b1ff'],
    words: 'SPRING SALE',
  },
  {
    slot: 'pc',
    title: '高端特种纸',
    titleEn: 'Premium papers',
    link: '/product/papers',
    colours: ['#722ed1', '#b37feb'],
    words: 'PREMIUM PAPERS',
  },
  {
    slot: 'pc',
    title: '企业画册 48 小时交付',
    titleEn: 'Brochures in 48 hours',
    link: 'https://example.com/brochures',
    colours: ['#13a8a8', '#5cdbd3'],
    words: '48H BROCHURES',
  },
  {
    slot: 'pc',
    title: '国庆活动预告',
    titleEn: 'Holiday preview',
    link: '/news',
    colours: ['#d4380d', '#ff9c6e'],
    words: 'COMING SOON',
    window: [7, 21],
  },
  {
    slot: 'ad',
    title: '新客首单九折',
    titleEn: '10% off your first order',
    link: '/register',
    colours: ['#d48806', '#ffd666'],
    words: 'FIRST ORDER -10%',
  },
  {
    slot: 'ad',
    title: '会员积分翻倍',
    titleEn: 'Double points',
    link: '/member',
    colours: ['#389e0d', '#95de64'],
    words: 'DOUBLE POINTS',
    window: [-3, 30],
  },
  {
    slot: 'wxapp',
    title: '小程序下单立减',
    titleEn: 'Order in the mini-program',
    link: '/pages/index',
    colours: ['#08979c', '#87e8de'],
    words: 'ORDER ON WECHAT',
  },
  {
    slot: 'wxapp',
    title: '门店自提',
    titleEn: 'Pick up in store',
    link: '/pages/stores',
    colours: ['#1d39c4', '#85a5ff'],
    words: 'PICK UP IN STORE',
  },
  {
    slot: 'wxapp',
    title: '旧活动（已停用）',
    titleEn: 'Old campaign (disabled)',
    link: '',
    colours: ['#595959', '#bfbfbf'],
    words: 'OLD CAMPAIGN',
    status: 0,
  },
];

/** A banner image of the slot's recommended size: a gradient, a few circles and the words. */
function svgOf(b: DemoBanner, gscode: string): string {
  const { width: w, height: h } = BANNER_SIZES[b.slot];
  const size = Math.round(h * 0.16);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.colours[0]}"/><stop offset="1" stop-color="${b.colours[1]}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <circle cx="${w * 0.82}" cy="${h * 0.3}" r="${h * 0.45}" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="${w * 0.95}" cy="${h * 0.9}" r="${h * 0.3}" fill="#ffffff" fill-opacity="0.1"/>
  <text x="${w * 0.08}" y="${h * 0.55}" font-family="sans-serif" font-weight="bold" font-size="${size}" fill="#ffffff">${b.words}</text>
  <text x="${w * 0.08}" y="${h * 0.55 + size * 1.1}" font-family="sans-serif" font-size="${Math.round(size * 0.45)}" fill="#ffffff" fill-opacity="0.85">BRANCH ${gscode}</text>
</svg>`;
}

/**
 * Demo banners of a branch (issue 13 #2): a few in each slot, their images drawn from an SVG at
 * the slot's size and stored through the upload service like an upload (owner: no user), one
 * scheduled for next week and one disabled, so every state shows. Runs once on an empty branch.
 */
export async function seedBanners(db: Db, gscode: string, now: Date): Promise<void> {
  const { rows } = await db.execute(sql`select 1 from banners where gscode = ${gscode} limit 1`);
  if (rows.length) return;
  const sorts: Record<string, number> = {};
  for (const b of DEMO) {
    const bytes = await sharp(Buffer.from(svgOf(b, gscode)))
      .jpeg({ quality: 78 })
      .toBuffer();
    const { url } = await storeImage(db, { gscode, userId: null }, bytes);
    const at = (days: number | null) => (days === null ? null : new Date(now.getTime() + days * DAY).toISOString());
    sorts[b.slot] = (sorts[b.slot] ?? 0) + 1;
    await db.execute(sql`
      insert into banners (gscode, slot, image, title, title_en, link, sort, starts_at, ends_at, status)
      values (${gscode}, ${b.slot}, ${url}, ${b.title}, ${b.titleEn}, ${b.link}, ${sorts[b.slot]},
              ${at(b.window?.[0] ?? null)}, ${at(b.window?.[1] ?? null)}, ${b.status ?? 1})`);
  }
}
