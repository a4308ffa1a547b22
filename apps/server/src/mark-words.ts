import { ALL_ROUTES, DATA_ALL_MARK } from '@bo/contract';
import type { Localized } from './i18n.js';

/** Each permission mark's name as people know it: the title of its page or button in the catalogue. */
const TITLES = new Map<string, Localized>();
for (const r of ALL_ROUTES) {
  if (!TITLES.has(r.mark)) TITLES.set(r.mark, { cn: r.title, en: r.title_en });
  for (const b of r.buttons ?? []) TITLES.set(b.mark, { cn: b.title, en: b.title_en });
}

// The data scope's mark (a role's scope `all`) is no page's: named as the role dialog names it.
TITLES.set(DATA_ALL_MARK, { cn: '全部数据', en: 'All data' });

/** Marks as people name them (the catalogue's titles), at most five, for a refusal. */
export function markWords(marks: string[]): Localized {
  const shown = marks.slice(0, 5);
  const more = marks.length > shown.length;
  const cn = shown.map((m) => TITLES.get(m)?.cn ?? m).join('、') + (more ? ' 等' : '');
  const en = shown.map((m) => TITLES.get(m)?.en ?? m).join(', ') + (more ? ' …' : '');
  return { cn, en };
}
