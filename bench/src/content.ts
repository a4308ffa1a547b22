/**
 * Issue 13 figures: the shop's public reads (no session, ETag) answered in full and revalidated
 * (If-None-Match → 304, no body), and the console's news list with a search, on the demo data
 * of a fresh data dir. 10 connections each. A 304 counts as "non2xx" in autocannon's terms: for
 * the revalidated rows that column is every answer, as it should be.
 */
import { load, type LoadResult } from './load.js';
import { loadRow } from './load.js';
import { writeResult } from './results.js';
import { signIn, startBackoffice } from './server.js';

const PUBLIC_READS = {
  'Public/Banners': '/api/Public/Banners?branch=001&slot=pc',
  'Public/News': '/api/Public/News?branch=001',
  'Public/Products': '/api/Public/Products?branch=001',
  'Public/CardTemplates': '/api/Public/CardTemplates?branch=001',
  'Public/Home': '/api/Public/Home?branch=001',
  'Public/Contacts': '/api/Public/Contacts?branch=001',
};

export async function runContentBench(opts: { seconds?: number } = {}) {
  const seconds = opts.seconds ?? 10;
  console.log('starting the back-office on a fresh data dir (seeds the demo)…');
  // The shop's reads are counted per address like sign-ins; the bench is one address.
  const app = await startBackoffice({ env: { RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000' } });
  try {
    const results: Record<string, LoadResult> = {};
    for (const [name, url] of Object.entries(PUBLIC_READS)) {
      const first = await fetch(`${app.url}${url}`);
      const etag = first.headers.get('etag') ?? '';
      console.log(`${name}: full answers, then revalidated, ${seconds} s each…`);
      results[name] = await load(`${app.url}${url}`, { seconds });
      results[`${name} (304)`] = await load(`${app.url}${url}`, { seconds, headers: { 'if-none-match': etag } });
    }
    const { headers } = await signIn(app.url);
    const list = `${app.url}/api/Article/List?page=1&pageSize=30&q=${encodeURIComponent('名片')}`;
    const probe = await fetch(list, { headers });
    if (probe.status !== 200) throw new Error(`Article/List answered ${probe.status}: ${await probe.text()}`);
    console.log(`Article/List with a search, ${seconds} s…`);
    results['Article/List q=名片'] = await load(list, { seconds, headers });
    const figures = { connections: 10, seconds, results };
    console.table(Object.fromEntries(Object.entries(results).map(([k, r]) => [k, loadRow(r)])));
    console.log(`written ${writeResult('content', figures)}`);
    return figures;
  } finally {
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runContentBench();
