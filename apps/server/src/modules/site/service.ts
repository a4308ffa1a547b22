import { sql, type SQL } from 'drizzle-orm';
import {
  DEPARTMENT_LIMITS,
  HOME_DEFAULT,
  parseUploadAddress,
  readHomeLayout,
  type ContactRow,
  type ContactSaveBody,
  type ContactSort,
  type DepartmentOption,
  type DepartmentRow,
  type DepartmentSaveBody,
  type HomeDocument,
  type HomeLayout,
  type PublicContact,
} from '@bo/contract';
import type { Db } from '../../db/client.js';
import { allOf, containsAny, inList, listPage } from '../../db/sql-filters.js';
import { AppError, notFoundRecord } from '../../errors.js';
import type { Audit } from '../../plugins/audit.js';
import type { Session } from '../../plugins/session.js';
import { isOwnImage } from '../uploads/public.js';

/**
 * Departments, customer-service contacts and the home page of the session's branch (issue 13
 * #6, #7), and what the shop reads of them. Every query is scoped to the branch; an id of another
 * branch is "not found". Every change is one transaction that checks the version the user saw
 * (changed meanwhile → 409) and changes nothing when refused.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Q = Db | Tx;
type Raw = Record<string, unknown>;

const versionRequired = () => new AppError('siteVersionRequired', {}, 400);

// ---------------------------------------------------------------------------------------------
// Departments

const toDepartment = (r: Raw): DepartmentRow => ({
  id: Number(r.id),
  parentId: r.parent_id === null ? null : Number(r.parent_id),
  name: r.name as string,
  leader: r.leader as string,
  phone: r.phone as string,
  sort: Number(r.sort),
  status: Number(r.status),
  contacts: Number(r.contacts ?? 0),
  version: Number(r.version),
});

/** Rows in tree order: each parent before its children, siblings by order then id. */
export function treeOrder<T extends { id: number; parentId: number | null }>(rows: T[]): T[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<number | null, T[]>();
  for (const r of rows) {
    const parent = r.parentId !== null && ids.has(r.parentId) ? r.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), r]);
  }
  const out: T[] = [];
  const walk = (parent: number | null) => {
    for (const r of children.get(parent) ?? []) {
      out.push(r);
      walk(r.id);
    }
  };
  walk(null);
  return out;
}

export async function listDepartments(db: Db, session: Session): Promise<{ list: DepartmentRow[] }> {
  const { rows } = await db.execute(sql`
    select d.*, (select count(*)::int from service_contacts c where c.department_id = d.id) as contacts
      from departments d where d.gscode = ${session.gscode} order by d.sort, d.id`);
  return { list: treeOrder(rows.map(toDepartment)) };
}

export async function departmentOptions(db: Db, session: Session): Promise<{ list: DepartmentOption[] }> {
  const { rows } = await db.execute(sql`
    select id, parent_id, name, status from departments where gscode = ${session.gscode} order by sort, id`);
  return {
    list: treeOrder(
      rows.map((r) => ({
        id: Number(r.id),
        parentId: r.parent_id === null ? null : Number(r.parent_id),
        name: r.name as string,
        status: Number(r.status),
      })),
    ),
  };
}

async function departmentById(tx: Q, session: Session, id: number): Promise<DepartmentRow> {
  const { rows } = await tx.execute(sql`
    select d.*, (select count(*)::int from service_contacts c where c.department_id = d.id) as contacts
      from departments d where d.gscode = ${session.gscode} and d.id = ${id}`);
  if (!rows[0]) throw notFoundRecord();
  return toDepartment(rows[0]);
}

/**
 * The branch's whole tree, every row locked: tree changes of one branch are served one after the
 * other, so two moves at once cannot make a cycle between them.
 */
async function lockTree(tx: Tx, session: Session) {
  const { rows } = await tx.execute(sql`
    select id, parent_id, name, version from departments where gscode = ${session.gscode} order by id for update`);
  const byId = new Map(
    rows.map((r) => [
      Number(r.id),
      {
        parentId: r.parent_id === null ? null : Number(r.parent_id),
        name: r.name as string,
        version: Number(r.version),
      },
    ]),
  );
  /** Level of a department: a top one is 1. */
  const level = (id: number) => {
    let n = 0;
    for (let at: number | null = id; at !== null && n <= byId.size; at = byId.get(at)?.parentId ?? null) n++;
    return n;
  };
  /** Whether `id` is `ancestor` or below it. */
  const within = (id: number, ancestor: number) => {
    let n = 0;
    for (let at: number | null = id; at !== null && n <= byId.size; at = byId.get(at)?.parentId ?? null, n++)
      if (at === ancestor) return true;
    return false;
  };
  /** Levels of the subtree under `id`, itself included (a leaf: 1). */
  const height = (id: number): number => {
    let h = 1;
    for (const [child, d] of byId) if (d.parentId === id) h = Math.max(h, 1 + height(child));
    return h;
  };
  return { byId, level, within, height };
}

const departmentView = (d: DepartmentRow) => ({
  parentId: d.parentId,
  name: d.name,
  leader: d.leader,
  phone: d.phone,
  sort: d.sort,
  status: d.status,
});

export async function saveDepartment(
  db: Db,
  session: Session,
  input: DepartmentSaveBody,
  audit: Audit,
): Promise<DepartmentRow> {
  const body = {
    name: input.name.trim(),
    leader: input.leader ?? '',
    phone: input.phone ?? '',
    sort: input.sort ?? 0,
    status: input.status ?? 1,
    parentId: input.parentId ?? null,
  };
  audit({ targetId: input.id ? String(input.id) : body.name });
  if (input.id !== undefined && input.version === undefined) throw versionRequired();
  return db.transaction(async (tx) => {
    const tree = await lockTree(tx, session);
    const current = input.id !== undefined ? tree.byId.get(input.id) : undefined;
    if (input.id !== undefined && !current) throw notFoundRecord();
    if (body.parentId !== null && !tree.byId.has(body.parentId)) throw notFoundRecord();
    if (input.id !== undefined) {
      audit({ targetId: current!.name });
      if (current!.version !== input.version) throw new AppError('departmentStale', { name: current!.name }, 409);
      if (body.parentId !== null && tree.within(body.parentId, input.id))
        throw new AppError('departmentCycle', { name: current!.name }, 400);
    } else if (tree.byId.size >= DEPARTMENT_LIMITS.count) {
      throw new AppError('departmentTooMany', { max: DEPARTMENT_LIMITS.count }, 400);
    }
    const level = body.parentId === null ? 1 : tree.level(body.parentId) + 1;
    const height = input.id !== undefined ? tree.height(input.id) : 1;
    if (level + height - 1 > DEPARTMENT_LIMITS.depth)
      throw new AppError('departmentTooDeep', { max: DEPARTMENT_LIMITS.depth }, 400);

    if (input.id === undefined) {
      const { rows } = await tx.execute(sql`
        insert into departments (gscode, parent_id, name, leader, phone, sort, status)
        values (${session.gscode}, ${body.parentId}, ${body.name}, ${body.leader}, ${body.phone}, ${body.sort}, ${body.status}) returning id`);
      const after = await departmentById(tx, session, Number(rows[0].id));
      audit({ targetId: after.name, after: departmentView(after) });
      return after;
    }
    const before = await departmentById(tx, session, input.id);
    await tx.execute(sql`
      update departments set parent_id = ${body.parentId}, name = ${body.name}, leader = ${body.leader}, phone = ${body.phone},
             sort = ${body.sort}, status = ${body.status}, version = version + 1, updated_at = now()
       where id = ${input.id}`);
    const after = await departmentById(tx, session, input.id);
    audit({ targetId: after.name, before: departmentView(before), after: departmentView(after) });
    return after;
  });
}

export async function removeDepartment(db: Db, session: Session, input: { id: number; version: number }, audit: Audit) {
  audit({ targetId: String(input.id) });
  return db.transaction(async (tx) => {
    const tree = await lockTree(tx, session);
    const current = tree.byId.get(input.id);
    if (!current) throw notFoundRecord();
    audit({ targetId: current.name });
    if (current.version !== input.version) throw new AppError('departmentStale', { name: current.name }, 409);
    const children = [...tree.byId.values()].filter((d) => d.parentId === input.id).length;
    if (children) throw new AppError('departmentHasChildren', { name: current.name, count: children }, 409);
    const before = await departmentById(tx, session, input.id);
    await tx.execute(sql`delete from departments where id = ${input.id}`);
    audit({ targetId: before.name, before: { ...departmentView(before), contacts: before.contacts } });
    return { id: input.id, contacts: before.contacts };
  });
}

// ---------------------------------------------------------------------------------------------
// Contacts

const contactColumns = sql`c.id, c.name, c.department_id, coalesce(d.name, '') as department_name, c.phone, c.wechat_id, c.qr_image,
  c.hours, c.online, c.sort, c.status, c.version`;

const toContact = (r: Raw): ContactRow => ({
  id: Number(r.id),
  name: r.name as string,
  departmentId: r.department_id === null ? null : Number(r.department_id),
  departmentName: r.department_name as string,
  phone: r.phone as string,
  wechatId: r.wechat_id as string,
  qrImage: r.qr_image as string,
  hours: r.hours as string,
  online: Number(r.online),
  sort: Number(r.sort),
  status: Number(r.status),
  version: Number(r.version),
});

export interface ContactListQuery {
  page: number;
  pageSize: number;
  sort?: ContactSort;
  order?: 'asc' | 'desc';
  q?: string;
  departmentId?: number;
  online?: string[];
  status?: string[];
}

export function listContacts(db: Db, session: Session, q: ContactListQuery) {
  const where = allOf([
    sql`c.gscode = ${session.gscode}`,
    containsAny(q.q?.trim(), [sql`c.name`, sql`c.phone`, sql`c.wechat_id`]),
    q.departmentId === undefined
      ? undefined
      : q.departmentId === 0
        ? sql`c.department_id is null`
        : sql`c.department_id = ${q.departmentId}`,
    q.online?.length ? sql`c.online in ${inList(q.online.map(Number))}` : undefined,
    q.status?.length ? sql`c.status in ${inList(q.status.map(Number))}` : undefined,
  ]);
  const columns: Record<ContactSort, SQL> = {
    sort: sql`c.sort`,
    name: sql`c.name`,
    department: sql`coalesce(d.name, '')`,
    online: sql`c.online`,
    status: sql`c.status`,
  };
  return listPage(db, q, {
    columns: contactColumns,
    from: sql`service_contacts c left join departments d on d.id = c.department_id`,
    where,
    order: { columns, key: sql`c.id`, fallback: sql`c.sort asc, c.id asc`, dir: 'asc' },
    toRow: toContact,
    countFrom: sql`service_contacts c`,
  });
}

async function contactById(tx: Q, session: Session, id: number, lock = false): Promise<ContactRow> {
  const { rows } = await tx.execute(sql`
    select ${contactColumns} from service_contacts c left join departments d on d.id = c.department_id
     where c.gscode = ${session.gscode} and c.id = ${id} ${lock ? sql`for update of c` : sql``}`);
  if (!rows[0]) throw notFoundRecord();
  return toContact(rows[0]);
}

const contactView = (c: ContactRow) => ({
  name: c.name,
  department: c.departmentName,
  phone: c.phone,
  wechatId: c.wechatId,
  qrImage: c.qrImage,
  hours: c.hours,
  online: c.online,
  sort: c.sort,
  status: c.status,
});

/** An image a contact shows: '' or an upload address of the branch naming a stored image (403 another branch's, 400 otherwise). */
async function checkImage(tx: Q, session: Session, address: string) {
  if (!address) return;
  const parsed = parseUploadAddress(address);
  if (parsed && parsed.gscode !== session.gscode) throw new AppError('siteImageNotUploaded', {}, 403);
  if (!(await isOwnImage(tx as Db, session, address))) throw new AppError('siteImageNotUploaded', {}, 400);
}

export async function saveContact(db: Db, session: Session, input: ContactSaveBody, audit: Audit): Promise<ContactRow> {
  const body = {
    name: input.name.trim(),
    departmentId: input.departmentId ?? null,
    phone: input.phone ?? '',
    wechatId: input.wechatId ?? '',
    qrImage: input.qrImage ?? '',
    hours: input.hours ?? '',
    online: input.online ?? 1,
    sort: input.sort ?? 0,
    status: input.status ?? 1,
  };
  audit({ targetId: input.id ? String(input.id) : body.name });
  if (input.id !== undefined && input.version === undefined) throw versionRequired();
  return db.transaction(async (tx) => {
    const before = input.id !== undefined ? await contactById(tx, session, input.id, true) : null;
    if (before) {
      audit({ targetId: before.name });
      if (before.version !== input.version) throw new AppError('contactStale', { name: before.name }, 409);
    }
    if (body.departmentId !== null) {
      // Locked (shared): the department cannot be deleted between this check and the write.
      const { rows } = await tx.execute(
        sql`select id from departments where gscode = ${session.gscode} and id = ${body.departmentId} for share`,
      );
      if (!rows[0]) throw notFoundRecord();
    }
    await checkImage(tx, session, body.qrImage);
    let id = input.id;
    if (!before) {
      const { rows } = await tx.execute(sql`
        insert into service_contacts (gscode, name, department_id, phone, wechat_id, qr_image, hours, online, sort, status)
        values (${session.gscode}, ${body.name}, ${body.departmentId}, ${body.phone}, ${body.wechatId}, ${body.qrImage}, ${body.hours},
                ${body.online}, ${body.sort}, ${body.status}) returning id`);
      id = Number(rows[0].id);
    } else {
      await tx.execute(sql`
        update service_contacts set name = ${body.name}, department_id = ${body.departmentId}, phone = ${body.phone}, wechat_id = ${body.wechatId},
               qr_image = ${body.qrImage}, hours = ${body.hours}, online = ${body.online}, sort = ${body.sort}, status = ${body.status},
               version = version + 1, updated_at = now()
         where id = ${before.id}`);
    }
    const after = await contactById(tx, session, id!);
    audit({ targetId: after.name, ...(before ? { before: contactView(before) } : {}), after: contactView(after) });
    return after;
  });
}

export async function switchContact(
  db: Db,
  session: Session,
  input: { id: number; version: number; flag: 'online' | 'status'; value: 0 | 1 },
  audit: Audit,
): Promise<ContactRow> {
  audit({ targetId: String(input.id) });
  return db.transaction(async (tx) => {
    const before = await contactById(tx, session, input.id, true);
    audit({ targetId: before.name });
    if (before.version !== input.version) throw new AppError('contactStale', { name: before.name }, 409);
    const column = input.flag === 'online' ? sql`online` : sql`status`;
    await tx.execute(
      sql`update service_contacts set ${column} = ${input.value}, version = version + 1, updated_at = now() where id = ${before.id}`,
    );
    const after = await contactById(tx, session, before.id);
    audit({
      targetId: after.name,
      before: { [input.flag]: before[input.flag] },
      after: { [input.flag]: after[input.flag] },
    });
    return after;
  });
}

export async function removeContact(db: Db, session: Session, input: { id: number; version: number }, audit: Audit) {
  audit({ targetId: String(input.id) });
  return db.transaction(async (tx) => {
    const before = await contactById(tx, session, input.id, true);
    audit({ targetId: before.name });
    if (before.version !== input.version) throw new AppError('contactStale', { name: before.name }, 409);
    await tx.execute(sql`delete from service_contacts where id = ${before.id}`);
    audit({ targetId: before.name, before: contactView(before) });
    return { id: before.id };
  });
}

// ---------------------------------------------------------------------------------------------
// Home page

const HOME_KIND = 'home';

async function readHomeRow(tx: Q, gscode: string, lock = false) {
  const { rows } = await tx.execute(sql`
    select value, version, updated_by, updated_at from branch_documents where gscode = ${gscode} and kind = ${HOME_KIND} ${lock ? sql`for update` : sql``}`);
  return rows[0] as Raw | undefined;
}

const toHome = (row: Raw | undefined): HomeDocument =>
  row
    ? {
        layout: readHomeLayout(row.value),
        version: Number(row.version),
        updatedBy: row.updated_by as string,
        updatedAt: new Date(row.updated_at as string).toISOString(),
      }
    : { layout: HOME_DEFAULT, version: 0, updatedBy: '', updatedAt: null };

export async function readHome(db: Db, gscode: string): Promise<HomeDocument> {
  return toHome(await readHomeRow(db, gscode));
}

/** Saves the whole home page if its version is still the one the editor read (0: never saved). */
export async function saveHome(
  db: Db,
  session: Session,
  input: { layout: HomeLayout; version: number },
  audit: Audit,
): Promise<HomeDocument> {
  audit({ targetId: HOME_KIND });
  return db.transaction(async (tx) => {
    const row = await readHomeRow(tx, session.gscode, true);
    const before = toHome(row);
    if (before.version !== input.version) throw new AppError('homeStale', {}, 409);
    if (!row) {
      const { rows } = await tx.execute(sql`
        insert into branch_documents (gscode, kind, value, version, updated_by, updated_at)
        values (${session.gscode}, ${HOME_KIND}, ${JSON.stringify(input.layout)}::jsonb, 1, ${session.userName}, now())
        on conflict (gscode, kind) do nothing returning version`);
      // Someone saved the first version meanwhile.
      if (!rows[0]) throw new AppError('homeStale', {}, 409);
    } else {
      await tx.execute(sql`
        update branch_documents set value = ${JSON.stringify(input.layout)}::jsonb, version = version + 1, updated_by = ${session.userName}, updated_at = now()
         where gscode = ${session.gscode} and kind = ${HOME_KIND}`);
    }
    const after = toHome(await readHomeRow(tx, session.gscode));
    audit({
      targetId: HOME_KIND,
      before: { version: before.version, ...before.layout },
      after: { version: after.version, ...after.layout },
    });
    return after;
  });
}

// ---------------------------------------------------------------------------------------------
// Public reads

/** The enabled sections of the branch's home page, in order, without their switches. */
export async function publicHome(db: Db, gscode: string) {
  const { layout } = await readHome(db, gscode);
  return {
    sections: layout.sections.filter((s) => s.enabled).map(({ enabled: _enabled, ...rest }) => rest),
  };
}

/** The enabled contacts in order; a disabled department's name is not shown. */
export async function publicContacts(db: Db, gscode: string): Promise<{ list: PublicContact[] }> {
  const { rows } = await db.execute(sql`
    select c.name, case when d.status = 1 then d.name else '' end as department, c.phone, c.wechat_id, c.qr_image, c.hours, c.online
      from service_contacts c left join departments d on d.id = c.department_id
     where c.gscode = ${gscode} and c.status = 1
     order by c.sort, c.id
     limit 200`);
  return {
    list: rows.map((r) => ({
      name: r.name as string,
      department: (r.department as string | null) ?? '',
      phone: r.phone as string,
      wechatId: r.wechat_id as string,
      qrImage: r.qr_image as string,
      hours: r.hours as string,
      online: Number(r.online) === 1,
    })),
  };
}
