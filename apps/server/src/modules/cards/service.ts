import { sql } from 'drizzle-orm';
import {
  CARD_FIELD_NAMES,
  CARD_SIDE_NAMES,
  fieldOutside,
  type CardField,
  type CardSizeOption,
  type CardSizeRow,
  type CardTemplateRow,
  type cardSizeListQuery,
  type cardTemplateListQuery,
} from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { branchTable, listBranchRows } from '../../db/branch-table.js';
import { inList } from '../../db/sql-filters.js';
import { AppError } from '../../errors.js';
import type { Session } from '../../plugins/session.js';
import { assertOwnImages } from './images.js';
import type { Audit } from '../../plugins/audit.js';
import { addRow, changeRow, removing, switching, type VersionedRows } from '../../versioned-rows.js';

/**
 * Card sizes and card templates (issue 13 #5). Every query is scoped to the session's branch;
 * another branch's id is "not found". A change locks its row, compares the version the user saw
 * (else 409), writes and bumps the version in one transaction.
 */

type Tx = Pick<Db, 'execute'>;
type Raw = Record<string, unknown>;

const num = (v: unknown) => Number(v);

// ---------------------------------------------------------------------------------------------
// Sizes

/** How many templates and products of the branch use a size (alias s). */
const usage = sql`
  (select count(*)::int from card_templates t where t.gscode = s.gscode and t.size_id = s.id) as templates,
  (select count(*)::int from products p where p.gscode = s.gscode and p.specs -> 'sizeIds' @> to_jsonb(s.id)) as products`;
const sizeColumns = sql`s.id, s.name, s.name_en, s.width_mm, s.height_mm, s.bleed_mm, s.corner_mm, s.status, s.sort, s.version, ${usage}`;

const toSize = (r: Raw): CardSizeRow => ({
  id: num(r.id),
  name: r.name as string,
  nameEn: r.name_en as string,
  widthMm: num(r.width_mm),
  heightMm: num(r.height_mm),
  bleedMm: num(r.bleed_mm),
  cornerMm: num(r.corner_mm),
  status: num(r.status),
  templates: num(r.templates),
  products: num(r.products),
  sort: num(r.sort),
  version: num(r.version),
});
export const toSizeOption = (r: Raw, prefix = ''): CardSizeOption => ({
  id: num(r[`${prefix}id`]),
  name: r[`${prefix}name`] as string,
  nameEn: r[`${prefix}name_en`] as string,
  widthMm: num(r[`${prefix}width_mm`]),
  heightMm: num(r[`${prefix}height_mm`]),
  bleedMm: num(r[`${prefix}bleed_mm`]),
  cornerMm: num(r[`${prefix}corner_mm`]),
  status: num(r[`${prefix}status`]),
});
const sizeView = (s: Omit<CardSizeRow, 'templates' | 'products' | 'sort' | 'version' | 'id'>) => ({
  name: s.name,
  nameEn: s.nameEn,
  widthMm: s.widthMm,
  heightMm: s.heightMm,
  bleedMm: s.bleedMm,
  cornerMm: s.cornerMm,
  status: s.status,
});

/** Card sizes (alias s) with how many templates and products use each. */
const SIZE_TABLE = branchTable('s', sql`card_sizes s`, sizeColumns, toSize);

export const listSizes = (db: Db, session: Session, q: z.output<typeof cardSizeListQuery>, lang: 'cn' | 'en') =>
  listBranchRows(db, SIZE_TABLE, q, {
    gscode: session.gscode,
    lang,
    filters: [q.status?.length ? sql`s.status in ${inList(q.status.map(Number))}` : undefined],
    sorts: { width: sql`s.width_mm`, height: sql`s.height_mm`, status: sql`s.status` },
  });

export async function sizeOptions(db: Db, session: Session): Promise<CardSizeOption[]> {
  const { rows } = await db.execute(sql`
    select id, name, name_en, width_mm, height_mm, bleed_mm, corner_mm, status from card_sizes
     where gscode = ${session.gscode} order by sort, id`);
  return rows.map((r) => toSizeOption(r));
}

export interface SizeInput {
  name: string;
  nameEn: string;
  widthMm: number;
  heightMm: number;
  bleedMm: number;
  cornerMm: number;
  status: number;
}

/** Card sizes as versioned rows (added, changed, switched and removed at the version the user saw). */
const SIZES: VersionedRows<CardSizeRow> = {
  table: 'card_sizes',
  stale: 'cardSizeStale',
  read: SIZE_TABLE.byId,
  view: sizeView,
};

export function addSize(db: Db, session: Session, input: SizeInput, audit: Audit): Promise<CardSizeRow> {
  return addRow(db, session, SIZES, audit, async () => ({
    columns: sql`name, name_en, width_mm, height_mm, bleed_mm, corner_mm, status`,
    values: sql`${input.name}, ${input.nameEn}, ${input.widthMm}, ${input.heightMm}, ${input.bleedMm}, ${input.cornerMm}, ${input.status}`,
  }));
}

export function changeSize(
  db: Db,
  session: Session,
  input: SizeInput & { id: number; version: number },
  audit: Audit,
): Promise<CardSizeRow> {
  return changeRow(db, session, SIZES, input, audit, async (tx, before) => {
    // A smaller card must still hold every field of its templates.
    if (input.widthMm < before.widthMm || input.heightMm < before.heightMm) {
      const { rows } = await tx.execute(sql`
        select t.name, f ->> 'key' as key from card_templates t, jsonb_array_elements(t.fields) f
         where t.gscode = ${session.gscode} and t.size_id = ${before.id}
           and ((f ->> 'x')::numeric > ${input.widthMm} or (f ->> 'y')::numeric > ${input.heightMm})
         order by t.sort, t.id limit 1`);
      if (rows[0]) {
        const key = rows[0].key as keyof typeof CARD_FIELD_NAMES;
        throw new AppError(
          'cardSizeTooSmall',
          {
            width: input.widthMm,
            height: input.heightMm,
            template: rows[0].name as string,
            field: CARD_FIELD_NAMES[key] ?? key,
          },
          409,
        );
      }
    }
    return sql`name = ${input.name}, name_en = ${input.nameEn}, width_mm = ${input.widthMm}, height_mm = ${input.heightMm},
               bleed_mm = ${input.bleedMm}, corner_mm = ${input.cornerMm}, status = ${input.status}`;
  });
}

export const setSizeStatus = switching(SIZES, 'status', 'status');

export const removeSize = removing(SIZES, (size) => {
  if (size.templates > 0 || size.products > 0) {
    throw new AppError('cardSizeInUse', { name: size.name, templates: size.templates, products: size.products }, 409);
  }
});

// ---------------------------------------------------------------------------------------------
// Templates

const templateColumns = sql`t.id, t.name, t.name_en, t.front_image, t.back_image, t.fields, t.paper, t.finish, t.prices, t.status, t.sort, t.version,
  (select min((p ->> 'price')::numeric)::numeric(14, 2)::text from jsonb_array_elements(t.prices) p) as price_from,
  s.id as s_id, s.name as s_name, s.name_en as s_name_en, s.width_mm as s_width_mm, s.height_mm as s_height_mm,
  s.bleed_mm as s_bleed_mm, s.corner_mm as s_corner_mm, s.status as s_status`;
const templateFrom = sql`card_templates t join card_sizes s on s.id = t.size_id`;

/** Prices as stored (yuan strings) to the answer's two decimals. */
const money2 = (v: unknown) => Number(v).toFixed(2);

const toTemplate = (r: Raw): CardTemplateRow => ({
  id: num(r.id),
  name: r.name as string,
  nameEn: r.name_en as string,
  size: toSizeOption(r, 's_'),
  frontImage: r.front_image as string,
  backImage: r.back_image as string,
  fields: r.fields as CardField[],
  paper: r.paper as string,
  finish: r.finish as string,
  prices: (r.prices as { quantity: number; price: string }[]).map((p) => ({
    quantity: p.quantity,
    price: money2(p.price),
  })),
  priceFrom: (r.price_from as string | null) ?? null,
  status: num(r.status),
  sort: num(r.sort),
  version: num(r.version),
});
const templateView = (t: CardTemplateRow) => ({
  name: t.name,
  nameEn: t.nameEn,
  sizeId: t.size.id,
  frontImage: t.frontImage,
  backImage: t.backImage,
  fields: t.fields.map((f) => `${f.side} ${f.key} (${f.x}, ${f.y}) ${f.fontSize}pt`).join('; '),
  paper: t.paper,
  finish: t.finish,
  prices: t.prices.map((p) => `${p.quantity}: ${p.price}`).join('; '),
  status: t.status,
});

/** Card templates (alias t) with their size (alias s). */
const TEMPLATE_TABLE = branchTable('t', templateFrom, templateColumns, toTemplate);

export const listTemplates = (db: Db, session: Session, q: z.output<typeof cardTemplateListQuery>, lang: 'cn' | 'en') =>
  listBranchRows(db, TEMPLATE_TABLE, q, {
    gscode: session.gscode,
    lang,
    filters: [
      q.sizeId !== undefined ? sql`t.size_id = ${q.sizeId}` : undefined,
      q.status?.length ? sql`t.status in ${inList(q.status.map(Number))}` : undefined,
    ],
    sorts: {
      size: lang === 'en' ? sql`s.name_en` : sql`s.name`,
      priceFrom: sql`price_from::numeric`,
      status: sql`t.status`,
    },
    // Templates without prices last, whichever the direction.
    nullsLast: ['priceFrom'],
  });

export interface TemplateInput {
  name: string;
  nameEn: string;
  sizeId: number;
  frontImage: string;
  backImage: string;
  fields: CardField[];
  paper: string;
  finish: string;
  prices: { quantity: number; price: string }[];
  status: number;
}

/**
 * What a template must be besides its schema: its size of the branch (else 400 naming the id,
 * nothing written), every field inside that card, images uploaded in the branch.
 */
async function checkTemplate(db: Db, tx: Tx, session: Session, input: TemplateInput): Promise<void> {
  const { rows } = await tx.execute(
    sql`select width_mm, height_mm from card_sizes where gscode = ${session.gscode} and id = ${input.sizeId} for share`,
  );
  if (!rows[0]) throw new AppError('cardSizeUnknown', { ids: String(input.sizeId) }, 404);
  const width = num(rows[0].width_mm);
  const height = num(rows[0].height_mm);
  for (const f of input.fields) {
    if (fieldOutside(f, width, height)) {
      throw new AppError(
        'cardFieldOutside',
        { side: CARD_SIDE_NAMES[f.side], field: CARD_FIELD_NAMES[f.key], width, height },
        400,
      );
    }
  }
  await assertOwnImages(db, session, [
    { what: { cn: '正面图片', en: 'The front image' }, address: input.frontImage },
    { what: { cn: '背面图片', en: 'The back image' }, address: input.backImage },
  ]);
}

/** Prices stored as given, the price normalised to two decimals. */
const pricesJson = (ps: TemplateInput['prices']) =>
  JSON.stringify(ps.map((p) => ({ quantity: p.quantity, price: Number(p.price).toFixed(2) })));
const fieldsJson = (fs: CardField[]) =>
  JSON.stringify(
    fs.map((f) => ({
      key: f.key,
      side: f.side,
      x: f.x,
      y: f.y,
      fontSize: f.fontSize,
      bold: f.bold,
      align: f.align,
      color: f.color.toLowerCase(),
    })),
  );

/** Card templates as versioned rows. */
const TEMPLATES: VersionedRows<CardTemplateRow> = {
  table: 'card_templates',
  stale: 'cardTemplateStale',
  read: TEMPLATE_TABLE.byId,
  view: templateView,
};

export function addTemplate(db: Db, session: Session, input: TemplateInput, audit: Audit): Promise<CardTemplateRow> {
  return addRow(db, session, TEMPLATES, audit, async (tx) => {
    await checkTemplate(db, tx, session, input);
    return {
      columns: sql`name, name_en, size_id, front_image, back_image, fields, paper, finish, prices, status`,
      values: sql`${input.name}, ${input.nameEn}, ${input.sizeId}, ${input.frontImage}, ${input.backImage},
              ${fieldsJson(input.fields)}::jsonb, ${input.paper}, ${input.finish}, ${pricesJson(input.prices)}::jsonb, ${input.status}`,
    };
  });
}

export function changeTemplate(
  db: Db,
  session: Session,
  input: TemplateInput & { id: number; version: number },
  audit: Audit,
): Promise<CardTemplateRow> {
  return changeRow(db, session, TEMPLATES, input, audit, async (tx) => {
    await checkTemplate(db, tx, session, input);
    return sql`name = ${input.name}, name_en = ${input.nameEn}, size_id = ${input.sizeId},
               front_image = ${input.frontImage}, back_image = ${input.backImage}, fields = ${fieldsJson(input.fields)}::jsonb,
               paper = ${input.paper}, finish = ${input.finish}, prices = ${pricesJson(input.prices)}::jsonb, status = ${input.status}`;
  });
}

export const setTemplateStatus = switching(TEMPLATES, 'status', 'status');

export const removeTemplate = removing(TEMPLATES);

// ---------------------------------------------------------------------------------------------
// Public read

/** The branch's enabled templates whose size is enabled, in order: only what the shop shows. */
export async function publicTemplates(db: Db, gscode: string) {
  const { rows } = await db.execute(sql`
    select ${templateColumns} from ${templateFrom}
     where t.gscode = ${gscode} and t.status = 1 and s.status = 1
     order by t.sort, t.id`);
  return rows.map((r) => {
    const t = toTemplate(r);
    const { status: _s, ...size } = t.size;
    return {
      id: t.id,
      name: t.name,
      nameEn: t.nameEn,
      size,
      frontImage: t.frontImage,
      backImage: t.backImage,
      fields: t.fields,
      paper: t.paper,
      finish: t.finish,
      prices: t.prices,
    };
  });
}
