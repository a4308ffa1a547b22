import * as contract from '@bo/contract';
import { actionKey, isCallDef, titleOfCall, type ActionTitle } from '@bo/contract';

/**
 * Every call of the contract by "METHOD /path", with its human title (log-actions.ts), read once.
 * The operation log shows these titles instead of the raw action words its rows keep.
 */
const CALLS = (Object.values(contract) as unknown[]).filter(isCallDef);
const TITLES = new Map<string, ActionTitle | null>(CALLS.map((c) => [actionKey(c.method, c.path), titleOfCall(c)]));
/**
 * Rows no call writes: a migration that changes stored data logs each change under its own
 * method and path (docs/decisions/0113-one-rule-for-saved-links.md).
 */
TITLES.set(actionKey('MIGRATE', '/migrations/0029_safe_links'), {
  cn: '清除不符合链接规则的链接',
  en: 'Clear a link failing the link rule',
});

export const titleOfAction = (method: string, path: string): ActionTitle | null =>
  TITLES.get(actionKey(method, path)) ?? null;

/**
 * The actions the log's filter offers: every titled call that writes, or that writes its own log
 * row (the exports), one per title, in the catalogue's order. Refused reads are found by outcome.
 */
export const FILTER_ACTIONS: { key: string; title: ActionTitle }[] = (() => {
  const seen = new Set<string>();
  const out: { key: string; title: ActionTitle }[] = [];
  for (const c of CALLS) {
    const title = TITLES.get(actionKey(c.method, c.path));
    const writesRow = c.method !== 'GET' || c.path.endsWith('Export');
    if (!title || !writesRow || c.mark === 'public' || seen.has(title.en)) continue;
    seen.add(title.en);
    out.push({ key: actionKey(c.method, c.path), title });
  }
  return out;
})();

/** The keys an action filter stands for: every call with the same title (or the key alone). */
export function keysOfAction(key: string): string[] {
  const title = TITLES.get(key);
  if (!title) return [key];
  return [...TITLES].filter(([, t]) => t?.en === title.en && t.cn === title.cn).map(([k]) => k);
}
