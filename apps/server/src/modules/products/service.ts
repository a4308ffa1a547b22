import { sql } from 'drizzle-orm';
import type { ProductRow, productListQuery } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { branchTable, listBranchRows } from '../../db/branch-table.js';
import { inList } from '../../db/sql-filters.js';
import { AppError } from '../../errors.js';
import type { Session } from '../../plugins/session.js';
import { assertOwnImages, toSizeOption } from '../cards/public.js';
import type { Audit } from '../../plugins/audit.js';
import { addRow, changeRow, removing, switching, type VersionedRows } from '../../versioned-rows.js';

/**
 * Products shown in the shop (issue 13 #4). Scoped to the session's branch; a change locks the
 * row and compares the version the user saw (else 409). specs.sizeIds name card sizes of the
 * branch (checked when saved; a size is not removed while a product names it).
 */

type Tx = Pick<Db, 'execute'>;
type Raw = Record<string, unknown>;
const num = (v: unknown) => Number(v);

interface Specs {
  sizeIds: number[];
  papers: string[];
  finishes: string[];
}

/** The product's columns with its sizes (of specs.sizeIds, in that order, those that exist). */
const productColumns = sql`p.id, p.name, p.name_en, p.category, p.images, p.specs, p.price_min::text as price_min, p.price_max::text as price_max,
  p.on_sale, p.sort, p.version,
  coalesce((select jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name, 'name_en', s.name_en, 'width_mm', s.width_mm, 'height_mm', s.height_mm,
                             'bleed_mm', s.bleed_mm, 'corner_mm', s.corner_mm, 'status', s.status) order by o.n)
              from jsonb_array_elements_text(coalesce(p.specs -> 'sizeIds', '[]'::jsonb)) with ordinality o(id, n)
              join card_sizes s on s.gscode = p.gscode and s.id = o.id::int), '[]'::jsonb) as sizes`;

const specsOf = (v: unknown): Specs => {
  const s = (v ?? {}) as Partial<Specs>;
  return { sizeIds: s.sizeIds ?? [], papers: s.papers ?? [], finishes: s.finishes ?? [] };
};
const toProduct = (r: Raw): ProductRow => ({
  id: num(r.id),
  name: r.name as string,
  nameEn: r.name_en as string,
  category: r.category as string,
  images: (r.images as string[]) ?? [],
  specs: specsOf(r.specs),
  sizes: (r.sizes as Raw[]).map((s) => toSizeOption(s)),
  priceMin: r.price_min as string,
  priceMax: r.price_max as string,
  onSale: num(r.on_sale),
  sort: num(r.sort),
  version: num(r.version),
});
const productView = (p: ProductRow) => ({
  name: p.name,
  nameEn: p.nameEn,
  category: p.category,
  images: p.images.join(' '),
  sizeIds: p.specs.sizeIds.join(', '),
  papers: p.specs.papers.join(', '),
  finishes: p.specs.finishes.join(', '),
  priceMin: p.priceMin,
  priceMax: p.priceMax,
  onSale: p.onSale,
});

/** The branch's products (alias p). */
const PRODUCT_TABLE = branchTable('p', sql`products p`, productColumns, toProduct);

export const listProducts = (db: Db, session: Session, q: z.output<typeof productListQuery>, lang: 'cn' | 'en') =>
  listBranchRows(db, PRODUCT_TABLE, q, {
    gscode: session.gscode,
    lang,
    filters: [
      q.category?.length ? sql`p.category in ${inList(q.category)}` : undefined,
      q.onSale?.length ? sql`p.on_sale in ${inList(q.onSale.map(Number))}` : undefined,
    ],
    sorts: { category: sql`p.category`, priceMin: sql`p.price_min`, onSale: sql`p.on_sale` },
  });

export interface ProductInput {
  name: string;
  nameEn: string;
  category: string;
  images: string[];
  specs: Specs;
  priceMin: string;
  priceMax: string;
  onSale: number;
}

/** Its sizes of the branch (locked against removal until the transaction ends; else 400 naming them) and its images uploaded in the branch. */
async function checkProduct(db: Db, tx: Tx, session: Session, input: ProductInput): Promise<void> {
  const ids = input.specs.sizeIds;
  if (ids.length) {
    const { rows } = await tx.execute(
      sql`select id from card_sizes where gscode = ${session.gscode} and id in ${inList(ids)} for share`,
    );
    const found = new Set(rows.map((r) => num(r.id)));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw new AppError('cardSizeUnknown', { ids: missing.join(', ') }, 404);
  }
  await assertOwnImages(
    db,
    session,
    input.images.map((address, i) => ({ what: { cn: `第 ${i + 1} 张图片`, en: `Image ${i + 1}` }, address })),
  );
}

const specsJson = (s: Specs) => JSON.stringify({ sizeIds: s.sizeIds, papers: s.papers, finishes: s.finishes });

/** Products as versioned rows (added, changed, put on or off sale and removed at the version the user saw). */
const PRODUCTS: VersionedRows<ProductRow> = {
  table: 'products',
  stale: 'productStale',
  read: PRODUCT_TABLE.byId,
  view: productView,
};

export function addProduct(db: Db, session: Session, input: ProductInput, audit: Audit): Promise<ProductRow> {
  return addRow(db, session, PRODUCTS, audit, async (tx) => {
    await checkProduct(db, tx, session, input);
    return {
      columns: sql`name, name_en, category, images, specs, price_min, price_max, on_sale`,
      values: sql`${input.name}, ${input.nameEn}, ${input.category}, ${JSON.stringify(input.images)}::jsonb, ${specsJson(input.specs)}::jsonb,
              ${input.priceMin}, ${input.priceMax}, ${input.onSale}`,
    };
  });
}

export function changeProduct(
  db: Db,
  session: Session,
  input: ProductInput & { id: number; version: number },
  audit: Audit,
): Promise<ProductRow> {
  return changeRow(db, session, PRODUCTS, input, audit, async (tx) => {
    await checkProduct(db, tx, session, input);
    return sql`name = ${input.name}, name_en = ${input.nameEn}, category = ${input.category}, images = ${JSON.stringify(input.images)}::jsonb,
               specs = ${specsJson(input.specs)}::jsonb, price_min = ${input.priceMin}, price_max = ${input.priceMax}, on_sale = ${input.onSale}`;
  });
}

export const setOnSale = switching(PRODUCTS, 'onSale', 'on_sale');

export const removeProduct = removing(PRODUCTS);

/**
 * The shop's order of every product: `ids` must be exactly the branch's products (one added or
 * removed meanwhile, or another branch's id → 409, nothing changes). Places 1 … n; a product whose
 * place changed gets a new version.
 */
export async function reorderProducts(
  db: Db,
  session: Session,
  ids: number[],
  audit: Audit,
): Promise<{ ids: number[]; changed: number }> {
  audit({ targetId: session.gscode });
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(
      sql`select id, sort from products where gscode = ${session.gscode} order by sort, id for update`,
    );
    const current = rows.map((r) => num(r.id));
    const known = new Set(current);
    if (current.length !== ids.length || ids.some((id) => !known.has(id)))
      throw new AppError('productOrderStale', {}, 409);
    const sortOf = new Map(rows.map((r) => [num(r.id), num(r.sort)]));
    const moved = ids.map((id, i) => ({ id, sort: i + 1 })).filter((m) => sortOf.get(m.id) !== m.sort);
    if (moved.length) {
      const values = sql.join(
        moved.map((m) => sql`(${m.id}::int, ${m.sort}::int)`),
        sql`, `,
      );
      await tx.execute(sql`
        update products p set sort = v.sort, version = p.version + 1, updated_at = now()
          from (values ${values}) v(id, sort) where p.id = v.id and p.gscode = ${session.gscode}`);
    }
    audit({ targetId: session.gscode, before: { order: current.join(', ') }, after: { order: ids.join(', ') } });
    return { ids, changed: moved.length };
  });
}

// ---------------------------------------------------------------------------------------------
// Public read

/** The branch's products on sale, in the shop's order; specs name only enabled sizes. */
export async function publicProducts(db: Db, gscode: string, category?: string) {
  const { rows } = await db.execute(sql`
    select ${productColumns} from products p
     where p.gscode = ${gscode} and p.on_sale = 1 ${category ? sql`and p.category = ${category}` : sql``}
     order by p.sort, p.id`);
  return rows.map((r) => {
    const p = toProduct(r);
    return {
      id: p.id,
      name: p.name,
      nameEn: p.nameEn,
      category: p.category,
      images: p.images,
      specs: {
        sizes: p.sizes
          .filter((s) => s.status === 1)
          .map((s) => ({ id: s.id, name: s.name, nameEn: s.nameEn, widthMm: s.widthMm, heightMm: s.heightMm })),
        papers: p.specs.papers,
        finishes: p.specs.finishes,
      },
      priceMin: p.priceMin,
      priceMax: p.priceMax,
    };
  });
}
