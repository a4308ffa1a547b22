/**
 * Issue 36's question, measured (docs/decisions/0168-first-screen-as-html-measured.md): what would
 * the phone score if a signed-in page's first screen came as HTML? Draws the page in Chromium at
 * Lighthouse's mobile screen, takes the drawn #root and the styles the code added, and writes a copy
 * of the build whose index.html carries them: that screen paints before any of the code runs, and
 * React then draws the same screen over it. Compare with `lighthouse-ab.ts <dist> <out dist> 3
 * <page>` and read the run with `lighthouse-trace.ts <out dist> <page>`.
 *
 *   npx tsx bench/src/html-first-snapshot.ts <dist> <out dist> [page, default /order/customerorder]
 *
 * The copy serves that one screen on every address: it is for measuring, never for users.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { branchZone, CHROME_FLAGS, readyForLighthouse, storeSignIn } from './lighthouse.js';
import { startBackoffice } from './server.js';

const [dist, out, pagePath = '/order/customerorder'] = process.argv.slice(2);
if (!dist || !out) throw new Error('usage: html-first-snapshot.ts <dist> <out dist> [page]');

const server = await startBackoffice({ env: { WEB_DIST: path.resolve(dist) } });
try {
  await readyForLighthouse(server.url);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROME_FLAGS,
    env: { ...process.env, TZ: await branchZone(server.url) },
  });
  try {
    const tab = await browser.newPage();
    // Lighthouse's mobile screen (moto g power): 412 × 823 at 1.75.
    await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await storeSignIn(tab, server.url);
    // Not 'networkidle0': the push stream stays open. The static skeleton goes at React's first draw,
    // which waits for the page's first calls (decision 0164); the pause lets late parts settle.
    await tab.goto(server.url + pagePath, { waitUntil: 'load' });
    await tab.waitForFunction(() => !document.querySelector('#root [data-static]'), { timeout: 20_000 });
    await new Promise((r) => setTimeout(r, 1500));
    const snap = await tab.evaluate(() => ({
      root: document.getElementById('root')?.outerHTML ?? '',
      styles: [...document.head.querySelectorAll('style')].map((s) => s.outerHTML),
    }));
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const start = html.indexOf('<div id="root">');
    const end = html.lastIndexOf('</body>');
    if (start < 0 || end < start) throw new Error(`no #root in ${dist}/index.html`);
    const page =
      html.slice(0, start).replace('</head>', snap.styles.join('\n') + '\n</head>') +
      snap.root +
      '\n' +
      html.slice(end);
    fs.rmSync(out, { recursive: true, force: true });
    fs.cpSync(dist, out, { recursive: true });
    fs.writeFileSync(path.join(out, 'index.html'), page);
    // The server sends the compressed copies when the browser accepts them: they must match.
    const brotli = zlib.brotliCompressSync(page);
    fs.writeFileSync(path.join(out, 'index.html.gz'), zlib.gzipSync(page));
    fs.writeFileSync(path.join(out, 'index.html.br'), brotli);
    console.log(
      `index.html ${Buffer.byteLength(html)} → ${Buffer.byteLength(page)} bytes (${brotli.length} with brotli); ${snap.styles.length} style tags`,
    );
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
