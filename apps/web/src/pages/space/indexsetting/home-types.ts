import type { HomeLayout } from '@bo/contract';

/** One home-page section as the editor holds it (types only: no zod in the page). */
export type HomeSection = HomeLayout['sections'][number];
