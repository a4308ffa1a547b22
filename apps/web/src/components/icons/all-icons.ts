import * as all from '@ant-design/icons';
import type { IconComponent } from './icon-words';

/**
 * Every icon of @ant-design/icons by its name (about 1,700 in three styles, ~170 KB of gzip
 * JavaScript). Only ever imported dynamically (icon-set.ts), after a page's first paint: the icon
 * pages, the icon picker, and a menu row naming an icon outside the bundled catalogue.
 */
export const ICONS: Record<string, IconComponent> = Object.fromEntries(
  Object.entries(all).filter(([name]) => /^[A-Z]\w*(Outlined|Filled|TwoTone)$/.test(name)),
) as Record<string, IconComponent>;
