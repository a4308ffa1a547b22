import { createHash } from 'node:crypto';
import { finished } from 'node:stream/promises';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import { to as copyTo } from 'pg-copy-streams';
import type { Db } from '../../db/client.js';
import { ident, readMigrations, readSequences, readTables, TRANSIENT_TABLES } from './catalog.js';
import { MAGIC, SECTION_END, totalRows, trailerOf, type BackupHeader } from './format.js';
import { kindOfName, type BackupWriter } from './store.js';

export interface Progress {
  done: number;
  total: number;
}

/**
 * Writes a backup of the whole database into `out` (store.ts: a new backup, its name made for
 * `now`, listed only once it is whole): one REPEATABLE READ READ ONLY transaction (every table as
 * of one instant, while the console goes on working), each table streamed with COPY … TO STDOUT
 * through gzip into the backup's pieces. Commits `out`, or aborts it on failure. Returns the name
 * and figures.
 */
export async function makeBackup(
  db: Db,
  out: BackupWriter,
  meta: { createdBy: string },
  onProgress: (p: Progress) => void = () => {},
  now = new Date(),
): Promise<{ name: string; sizeBytes: number; tables: number; rows: number; seconds: number }> {
  const started = performance.now();
  const { name } = out;
  let client;
  try {
    client = await db.$client.connect();
  } catch (e) {
    await out.abort();
    throw e;
  }
  let failed = false;
  try {
    await client.query('begin isolation level repeatable read read only');
    const transient = new Set<string>(TRANSIENT_TABLES);
    const tables = (await readTables(client)).filter((t) => !transient.has(t.name));
    const counts: number[] = [];
    for (const t of tables) {
      const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${ident(t.name)}`);
      counts.push(Number(rows[0].n));
    }
    const sequences = [];
    for (const s of await readSequences(client)) {
      if (s.table && transient.has(s.table)) continue;
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `select last_value::text, is_called from ${ident(s.name)}`,
      );
      sequences.push({ ...s, value: rows[0].last_value, isCalled: rows[0].is_called });
    }
    const { rows: v } = await client.query<{ v: string }>(
      `select split_part(version(), ' ', 1) || ' ' || current_setting('server_version') as v`,
    );
    const header: BackupHeader = {
      format: 1,
      createdAt: now.toISOString(),
      createdBy: meta.createdBy,
      kind: kindOfName(name),
      postgres: v[0].v,
      migrations: await readMigrations(client),
      tables: tables.map((t, i) => ({ name: t.name, columns: t.columns, rows: counts[i] })),
      sequences,
    };
    const total = totalRows(header);
    onProgress({ done: 0, total });

    const hash = createHash('sha256');
    const gzip = createGzip({ level: 6 });
    gzip.pipe(out.sink);
    const written = finished(out.sink);
    const fileError = new Promise<never>((_, reject) => {
      out.sink.on('error', reject);
      gzip.on('error', reject);
    });
    fileError.catch(() => {});
    written.catch(() => {});
    const write = async (chunk: Buffer) => {
      hash.update(chunk);
      if (!gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), fileError]);
    };
    await write(Buffer.from(`${MAGIC}\n${JSON.stringify(header)}\n`));
    let done = 0;
    let reported = 0;
    for (const t of header.tables) {
      const cols = t.columns.map(ident).join(', ');
      const copy = client.query(copyTo(`copy (select ${cols} from ${ident(t.name)}) to stdout`));
      for await (const chunk of copy as AsyncIterable<Buffer>) {
        await write(chunk);
        let i = -1;
        while ((i = chunk.indexOf(10, i + 1)) >= 0) done++;
        if (done - reported >= 5000) {
          reported = done;
          onProgress({ done, total });
        }
      }
      await write(SECTION_END);
    }
    await client.query('commit');
    gzip.end(trailerOf(hash));
    await Promise.race([written, fileError]);
    const { sizeBytes } = await out.commit(header);
    onProgress({ done: total, total });
    return {
      name,
      sizeBytes,
      tables: header.tables.length,
      rows: total,
      seconds: (performance.now() - started) / 1000,
    };
  } catch (e) {
    failed = true;
    await client.query('rollback').catch(() => {});
    await out.abort();
    throw e;
  } finally {
    client.release(failed);
  }
}
