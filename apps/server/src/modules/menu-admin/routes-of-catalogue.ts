import { ROUTE_GROUPS, type RouteDef, type RouteGroup } from '@bo/contract';

/** The route of the second-level directory a page of the catalogue sits under (routes.ts `under`). */
export const subdirRoute = (g: RouteGroup, under: NonNullable<RouteDef['under']>) =>
  `${g.path}/${under.title_en.toLowerCase()}`;

/**
 * Every route of the route catalogue: its directories, second-level directories and pages. They
 * belong to built-in rows (the console has pages for them), so a custom row may not take one,
 * even when its built-in row is missing: the start-up sync would add it back.
 */
export const CATALOGUE_ROUTES: ReadonlySet<string> = new Set(
  ROUTE_GROUPS.flatMap((g) => [
    g.path,
    ...g.children.flatMap((r) => [r.path, ...(r.under ? [subdirRoute(g, r.under)] : [])]),
  ]),
);
