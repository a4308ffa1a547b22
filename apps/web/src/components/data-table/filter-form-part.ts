import { needOnFirstScreen } from '../../lib/first-screen-parts';
import { lazyPart, type LazyPart } from '../../lib/lazy-part';
import { isMobileNow } from '../../lib/use-is-mobile';
import type { FilterFormComponent } from './types';

/**
 * A list's filter form, loaded on its own. Wider than 800 px it stands above the rows from the
 * first draw, so its code is asked for as soon as the page's module runs and the first screen
 * waits for it (lib/first-screen-parts.ts); at 800 px and narrower it waits in a drawer and loads
 * once the rows are drawn (data-table.tsx).
 */
export function filterFormPart(load: () => Promise<{ default: FilterFormComponent }>): FilterFormPart {
  const part = lazyPart(load);
  if (!isMobileNow()) needOnFirstScreen(part.ready());
  return Object.assign(part, { firstScreen: true as const });
}

/** A filter form made by filterFormPart: the only kind a list takes, so none is left out of the first screen. */
export type FilterFormPart = LazyPart<FilterFormComponent> & { readonly firstScreen: true };
