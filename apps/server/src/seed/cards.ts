import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { storeImage } from '../modules/uploads/service.js';

/**
 * Demo card sizes, templates and products of a branch (issue 13 #4, #5). The templates' front
 * and back images and the products' pictures are drawn here as SVG and turned into PNG with
 * sharp, then stored through the upload service, so they are ordinary upload addresses of the
 * branch (no fixture files, the same bytes for every run).
 */

const SIZES = [
  { name: '标准名片', nameEn: 'Standard', w: 90, h: 54, bleed: 2, corner: 0 },
  { name: '欧式名片', nameEn: 'European', w: 85, h: 55, bleed: 2, corner: 0 },
  { name: '圆角名片', nameEn: 'Rounded', w: 90, h: 54, bleed: 2, corner: 4 },
  { name: '方形名片', nameEn: 'Square', w: 54, h: 54, bleed: 2, corner: 0 },
  { name: '折叠名片', nameEn: 'Folded', w: 90, h: 108, bleed: 3, corner: 0 },
  { name: 'PVC 卡', nameEn: 'PVC card', w: 85.5, h: 54, bleed: 1, corner: 3.2 },
] as const;

/** A card side: a background colour, a band and a mark, at 10 px per mm. */
function cardSvg(w: number, h: number, bg: string, band: string, back: boolean): Buffer {
  const W = Math.round(w * 10);
  const H = Math.round(h * 10);
  const body = back
    ? `<rect width="${W}" height="${H}" fill="${band}"/><circle cx="${W / 2}" cy="${H / 2}" r="${Math.min(W, H) / 5}" fill="${bg}" opacity="0.9"/>`
    : `<rect width="${W}" height="${H}" fill="${bg}"/><rect x="0" y="${H * 0.82}" width="${W}" height="${H * 0.18}" fill="${band}"/>
       <circle cx="${W * 0.85}" cy="${H * 0.25}" r="${H * 0.12}" fill="${band}" opacity="0.8"/>`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${body}</svg>`);
}

/** A product picture: a few stacked cards at an angle on a tinted ground, 400 × 300. */
function productSvg(bg: string, card: string, turn: number): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">
    <rect width="400" height="300" fill="${bg}"/>
    <g transform="rotate(${turn} 200 150)"><rect x="90" y="80" width="220" height="132" rx="6" fill="#ffffff" opacity="0.7"/></g>
    <g transform="rotate(${-turn / 2} 200 150)"><rect x="100" y="90" width="200" height="120" rx="6" fill="${card}"/></g>
  </svg>`);
}

const png = async (svg: Buffer) => sharp(svg).png().toBuffer();

export async function seedCards(db: Db, gscode: string): Promise<void> {
  const { rows: existing } = await db.execute(sql`select 1 from card_sizes where gscode = ${gscode} limit 1`);
  if (existing.length) return;
  const owner = { gscode, userId: null };
  const sizeIds: number[] = [];
  for (const [i, s] of SIZES.entries()) {
    const { rows } = await db.execute(sql`
      insert into card_sizes (gscode, name, name_en, width_mm, height_mm, bleed_mm, corner_mm, sort, status)
      values (${gscode}, ${s.name}, ${s.nameEn}, ${s.w}, ${s.h}, ${s.bleed}, ${s.corner}, ${i + 1}, 1) returning id`);
    sizeIds.push(Number(rows[0].id));
  }

  const templates = [
    {
      name: '商务蓝',
      nameEn: 'Business blue',
      size: 0,
      bg: '#f4f7fb',
      band: '#1d4e89',
      paper: 'coated300',
      finish: 'matte',
      base: 25,
    },
    {
      name: '简约白',
      nameEn: 'Simple white',
      size: 0,
      bg: '#ffffff',
      band: '#333333',
      paper: 'coated350',
      finish: 'none',
      base: 20,
    },
    {
      name: '典雅金',
      nameEn: 'Elegant gold',
      size: 1,
      bg: '#1f1f1f',
      band: '#c9a14a',
      paper: 'pearl250',
      finish: 'foil',
      base: 58,
    },
    {
      name: '清新绿',
      nameEn: 'Fresh green',
      size: 2,
      bg: '#f1f8f2',
      band: '#2e7d32',
      paper: 'coated300',
      finish: 'rounded',
      base: 30,
    },
    {
      name: '方块橙',
      nameEn: 'Square orange',
      size: 3,
      bg: '#fff6ec',
      band: '#e8711a',
      paper: 'linen300',
      finish: 'none',
      base: 35,
    },
    {
      name: '透明卡',
      nameEn: 'Clear card',
      size: 5,
      bg: '#eef3f7',
      band: '#5b7083',
      paper: 'pvc038',
      finish: 'frosted',
      base: 80,
    },
  ];
  for (const [i, t] of templates.entries()) {
    const s = SIZES[t.size];
    const front = await storeImage(db, owner, await png(cardSvg(s.w, s.h, t.bg, t.band, false)));
    const back = await storeImage(db, owner, await png(cardSvg(s.w, s.h, t.bg, t.band, true)));
    const dark = t.bg === '#1f1f1f';
    const ink = dark ? '#f5f5f5' : '#222222';
    const x = 6;
    const fields = [
      { key: 'name', side: 'front', x, y: 14, fontSize: 14, bold: true, align: 'left', color: ink },
      { key: 'title', side: 'front', x, y: 20, fontSize: 8, bold: false, align: 'left', color: ink },
      { key: 'mobile', side: 'front', x, y: s.h * 0.55, fontSize: 8, bold: false, align: 'left', color: ink },
      { key: 'email', side: 'front', x, y: s.h * 0.55 + 4.5, fontSize: 7, bold: false, align: 'left', color: ink },
      {
        key: 'company',
        side: 'back',
        x: Math.round(s.w * 5) / 10,
        y: Math.round(s.h * 8.2) / 10,
        fontSize: 9,
        bold: true,
        align: 'center',
        color: dark ? '#1f1f1f' : '#ffffff',
      },
    ].map((f) => ({ ...f, y: Math.round(f.y * 10) / 10 }));
    const prices = [100, 200, 500, 1000].map((quantity, k) => ({
      quantity,
      price: (t.base * [1, 1.7, 3.6, 6.5][k]).toFixed(2),
    }));
    await db.execute(sql`
      insert into card_templates (gscode, name, name_en, size_id, front_image, back_image, fields, paper, finish, prices, sort, status)
      values (${gscode}, ${t.name}, ${t.nameEn}, ${sizeIds[t.size]}, ${front.url}, ${back.url}, ${JSON.stringify(fields)}::jsonb,
              ${t.paper}, ${t.finish}, ${JSON.stringify(prices)}::jsonb, ${i + 1}, ${i === templates.length - 1 ? 0 : 1})`);
  }

  const products = [
    {
      name: '标准名片',
      nameEn: 'Standard business cards',
      category: 'businessCard',
      sizes: [0, 1],
      papers: ['coated300', 'coated350'],
      finishes: ['none', 'matte', 'gloss'],
      min: '20',
      max: '180',
      colors: ['#dfe9f5', '#1d4e89'],
    },
    {
      name: '特种纸名片',
      nameEn: 'Special paper cards',
      category: 'specialCard',
      sizes: [0, 2],
      papers: ['pearl250', 'linen300', 'cotton300'],
      finishes: ['foil', 'emboss'],
      min: '58',
      max: '460',
      colors: ['#f3ead7', '#c9a14a'],
    },
    {
      name: 'PVC 名片',
      nameEn: 'PVC cards',
      category: 'pvcCard',
      sizes: [5],
      papers: ['pvc038', 'pvc076'],
      finishes: ['none', 'frosted'],
      min: '80',
      max: '600',
      colors: ['#e3edf3', '#5b7083'],
    },
    {
      name: '方形名片',
      nameEn: 'Square cards',
      category: 'businessCard',
      sizes: [3],
      papers: ['coated350', 'linen300'],
      finishes: ['matte', 'spotUv'],
      min: '35',
      max: '230',
      colors: ['#fdebd8', '#e8711a'],
    },
    {
      name: '宣传单页',
      nameEn: 'Flyers',
      category: 'flyer',
      sizes: [],
      papers: ['coated300'],
      finishes: ['none', 'gloss'],
      min: '120',
      max: '900',
      colors: ['#e6f4ea', '#2e7d32'],
    },
  ];
  for (const [i, p] of products.entries()) {
    const images: string[] = [];
    for (const turn of [8, -6])
      images.push((await storeImage(db, owner, await png(productSvg(p.colors[0], p.colors[1], turn)))).url);
    const specs = { sizeIds: p.sizes.map((k) => sizeIds[k]), papers: p.papers, finishes: p.finishes };
    await db.execute(sql`
      insert into products (gscode, name, name_en, category, images, specs, price_min, price_max, on_sale, sort)
      values (${gscode}, ${p.name}, ${p.nameEn}, ${p.category}, ${JSON.stringify(images)}::jsonb, ${JSON.stringify(specs)}::jsonb,
              ${p.min}, ${p.max}, ${i === products.length - 1 ? 0 : 1}, ${i + 1})`);
  }
}
