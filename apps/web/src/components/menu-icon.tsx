import { useEffect, useState, type ComponentType } from 'react';
import * as ROUTE_ICONS from './icons/route-icons';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

/** Icons of the route catalogue, bundled with the menu. */
const KNOWN: Record<string, Icon> = ROUTE_ICONS;

/**
 * Renders an @ant-design/icons icon by its name, as the server's menu rows give it. The route
 * catalogue's icons are bundled with the menu; any other icon of the set loads with the whole
 * set (icons/icon-set.ts, only when such a name is drawn), showing the generic icon meanwhile
 * and for a name that is no icon.
 */
export function MenuIcon({ name, className }: { name: string; className?: string }) {
  if (!name) return null;
  const Known = KNOWN[name];
  // Decorative: the menu item's text names it, so screen readers skip the icon's own label.
  return Known ? <Known className={className} aria-hidden /> : <SetIcon name={name} className={className} />;
}

/** An icon of the whole set: the generic icon until the set is in, and for good if it cannot load. */
function SetIcon({ name, className }: { name: string; className?: string }) {
  const [Icon, setIcon] = useState<Icon | null>(null);
  useEffect(() => {
    let live = true;
    // The loader is a chunk of its own, so the frame carries none of the set's chunk list.
    import('./icons/icon-set')
      .then((m) => m.loadIconSet())
      .then(
        (set) => live && set[name] && setIcon(() => set[name]),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [name]);
  const Shown = Icon ?? ROUTE_ICONS.AppstoreOutlined;
  return <Shown className={className} aria-hidden />;
}
