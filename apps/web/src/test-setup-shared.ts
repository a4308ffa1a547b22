// The "shared" project's files share one window and one set of modules per worker
// (test-projects.ts). What a file may change there is put back after it, so the next file starts
// as it would in a fresh window (test-setup.ts already unmounts and clears storage after each test):
// every store at its initial state, no message engine and no message waiting for one.
import type { MessageInstance } from 'antd/es/message/interface';
import { afterAll } from 'vitest';
import { setMessageApi } from './lib/feedback';

/** Every zustand store of the app: a `use…Store` export of a file under stores/ or named *-store.ts. */
type StoreModule = Record<string, unknown>;
const storeModules = import.meta.glob<StoreModule>(['./stores/*.ts', './**/*-store.ts', '!./**/*.test.ts'], {
  eager: true,
});

interface Store {
  getInitialState(): object;
  setState(state: object, replace: true): void;
}
const isStore = (value: unknown): value is Store =>
  typeof value === 'function' && 'getInitialState' in value && 'setState' in value;

/** A message engine that shows nothing: takes the messages a file left waiting for an engine. */
const silentMessages = new Proxy({}, { get: () => () => undefined }) as MessageInstance;

afterAll(() => {
  for (const exports of Object.values(storeModules))
    for (const value of Object.values(exports)) if (isStore(value)) value.setState(value.getInitialState(), true);
  setMessageApi(silentMessages);
  setMessageApi(null);
  // After the stores: a persisted store writes its initial state back as it is reset.
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});
