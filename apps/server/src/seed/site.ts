import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { HOME_DEFAULT } from '@bo/contract';
import type { Db } from '../db/client.js';
import { storeImage } from '../modules/uploads/service.js';
import { prng } from './random.js';

/** The demo department tree: [name, leader, phone, children]. */
type Dept = [string, string, string, Dept[]];
const TREE: Dept[] = [
  ['总经办', '陈总', '021-6000 1000', []],
  [
    '销售部',
    '王经理',
    '021-6000 2000',
    [
      ['华东销售组', '李组长', '021-6000 2100', []],
      ['华南销售组', '赵组长', '020-8000 2200', []],
    ],
  ],
  [
    '客户服务部',
    '刘经理',
    '400-820-8820',
    [
      ['售前咨询', '周主管', '400-820-8821', []],
      ['售后服务', '吴主管', '400-820-8822', []],
    ],
  ],
  ['生产部', '孙厂长', '021-6000 3000', [['印刷车间', '郑主任', '021-6000 3100', []]]],
];

/** Demo contacts: name, department, phone, WeChat ID, hours, online. */
const CONTACTS: [string, string, string, string, string, number][] = [
  ['小林', '售前咨询', '400-820-8821', 'kefu_lin01', '9:00–18:00', 1],
  ['小张', '售前咨询', '400-820-8823', 'kefu_zhang02', '9:00–21:00', 1],
  ['阿梅', '售后服务', '400-820-8822', 'kefu_mei03', '周一至周五 9:00–17:30', 0],
  ['老周', '华东销售组', '138 0000 1234', 'sales_zhou', '10:00–19:00', 1],
];

/** A QR-code-like PNG (a square pattern with the three finder marks), made with sharp from an SVG; deterministic for a seed. */
async function qrPng(seed: number): Promise<Buffer> {
  const rnd = prng(seed);
  const n = 25;
  const cell = 8;
  const finder = (x: number, y: number) =>
    `<rect x="${x * cell}" y="${y * cell}" width="${7 * cell}" height="${7 * cell}" fill="#000"/>` +
    `<rect x="${(x + 1) * cell}" y="${(y + 1) * cell}" width="${5 * cell}" height="${5 * cell}" fill="#fff"/>` +
    `<rect x="${(x + 2) * cell}" y="${(y + 2) * cell}" width="${3 * cell}" height="${3 * cell}" fill="#000"/>`;
  const inFinder = (x: number, y: number) => (x < 8 && y < 8) || (x >= n - 8 && y < 8) || (x < 8 && y >= n - 8);
  let cells = '';
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      if (!inFinder(x, y) && rnd() < 0.5)
        cells += `<rect x="${x * cell}" y="${y * cell}" width="${cell}" height="${cell}"/>`;
    }
  const side = n * cell;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side + 32}" height="${side + 32}">` +
    `<rect width="100%" height="100%" fill="#fff"/><g transform="translate(16 16)" fill="#000">${cells}${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}</g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Demo site content of a branch (issue 13 #6, #7): a department tree of two levels, four
 * customer-service contacts with QR images (stored through the upload service, no user), and a
 * saved home page in the default order.
 */
export async function seedSite(db: Db, gscode: string, seed: number): Promise<void> {
  const ids = new Map<string, number>();
  const add = async (d: Dept, parentId: number | null, sort: number) => {
    const [name, leader, phone, children] = d;
    const { rows } = await db.execute<{ id: number }>(sql`
      insert into departments (gscode, parent_id, name, leader, phone, sort) values (${gscode}, ${parentId}, ${name}, ${leader}, ${phone}, ${sort}) returning id`);
    ids.set(name, Number(rows[0].id));
    for (const [i, c] of children.entries()) await add(c, Number(rows[0].id), i + 1);
  };
  for (const [i, d] of TREE.entries()) await add(d, null, i + 1);

  for (const [i, [name, dept, phone, wechatId, hours, online]] of CONTACTS.entries()) {
    const { url } = await storeImage(db, { gscode, userId: null }, await qrPng(seed + i));
    await db.execute(sql`
      insert into service_contacts (gscode, name, department_id, phone, wechat_id, qr_image, hours, online, sort)
      values (${gscode}, ${name}, ${ids.get(dept) ?? null}, ${phone}, ${wechatId}, ${url}, ${hours}, ${online}, ${i + 1})`);
  }

  await db.execute(sql`
    insert into branch_documents (gscode, kind, value, version, updated_by) values (${gscode}, 'home', ${JSON.stringify(HOME_DEFAULT)}::jsonb, 1, 'admin')
    on conflict (gscode, kind) do nothing`);
}
