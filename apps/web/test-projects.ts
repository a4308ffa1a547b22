import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';
import { filesUnder } from './files-under.js';

/**
 * The web unit tests in two projects (docs/decisions/0159-web-tests-share-their-modules.md):
 *
 * - "shared": most files share their worker's window and module instances, so antd, React and the
 *   pages are imported once per worker, not once per file (the suite took 140 s on 2 cores, now
 *   about 40 s, the shared files 13 s of it). After each test src/test-setup.ts unmounts, puts real
 *   timers back and empties storage; after each shared file src/test-setup-shared.ts puts every
 *   store and the message engine back as a fresh window has them.
 * - "isolated": files named `*.isolated.test.ts(x)` get a fresh window and fresh modules. A file
 *   that replaces a module (`vi.mock`) needs it, since a module another file imported first would
 *   stay the real one; so does a file that tests once-only module state (a redirect scheduled once).
 *
 * A shared file that calls vi.mock would pass or fail by the order files run in, so loading this
 * config refuses it, naming the file to rename.
 */
const ISOLATED = 'src/**/*.isolated.test.{ts,tsx}';
const TEST_FILE = /\.test\.tsx?$/;
const ISOLATED_FILE = /\.isolated\.test\.tsx?$/;
const MOCKS_A_MODULE = /\bvi\.(?:mock|doMock)\(/;

function refuseSharedMocks(root: string): void {
  const wrong = filesUnder(path.join(root, 'src'), (name) => TEST_FILE.test(name))
    .filter((file) => !ISOLATED_FILE.test(file) && MOCKS_A_MODULE.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file));
  if (wrong.length)
    throw new Error(
      `These test files replace a module (vi.mock) but share modules with other files, so the mock ` +
        `would depend on which file ran first. Rename each to *.isolated.test.ts(x):\n  ${wrong.join('\n  ')}`,
    );
}

export function testProjects(root: string): TestProjectInlineConfiguration[] {
  // Only when tests run: a build or the dev server has no business refusing a test file.
  if (process.env.VITEST) refuseSharedMocks(root);
  return [
    {
      extends: true,
      test: {
        name: 'shared',
        include: ['src/**/*.test.{ts,tsx}'],
        exclude: [...configDefaults.exclude, ISOLATED],
        isolate: false,
        setupFiles: ['src/test-setup-shared.ts'],
      },
    },
    { extends: true, test: { name: 'isolated', include: [ISOLATED] } },
  ];
}
