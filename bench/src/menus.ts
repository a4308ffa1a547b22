/**
 * Issue-2 figures: a bare Fastify route (the ceiling of the stack on this machine) and
 * Get_UserMenus of the real server (session lookup, marks, menu query, envelope), in the
 * same run. Each server runs in its own process; autocannon runs here.
 */
import { load, loadRow } from './load.js';
import { writeResult } from './results.js';
import { signIn, startBackoffice, startProcess } from './server.js';

export async function runMenusBench(opts: { seconds?: number } = {}) {
  const seconds = opts.seconds ?? 10;
  console.log('starting a bare Fastify server and the back-office on a fresh data dir (seeds the demo)…');
  const bare = await startProcess('bench/src/bare-server.ts', {}, '/bare');
  const app = await startBackoffice();
  try {
    const { headers } = await signIn(app.url);
    console.log(`bare Fastify route, ${seconds} s, 10 connections…`);
    const bareRoute = await load(`${bare.url}/bare`, { seconds });
    console.log(`Get_UserMenus, ${seconds} s, 10 connections…`);
    const getUserMenus = await load(`${app.url}/api/LAdmin/Get_UserMenus?gscode=001`, { seconds, headers });
    const figures = { connections: 10, seconds, bareRoute, getUserMenus };
    console.table({ 'bare route': loadRow(bareRoute), Get_UserMenus: loadRow(getUserMenus) });
    console.log(`written ${writeResult('menus', figures)}`);
    return figures;
  } finally {
    await bare.stop();
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runMenusBench();
