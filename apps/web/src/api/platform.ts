import { callAddress, type EndView, type GetBranchFigures, type ViewBranch } from '@bo/contract';
import { call, type CallOptions } from './http';

/** By address only: the definitions' zod schemas stay out of the page and the frame. */
const FIGURES = callAddress<typeof GetBranchFigures>('GET', '/api/Platform/BranchFigures');
const VIEW = callAddress<typeof ViewBranch>('POST', '/api/Platform/ViewBranch');
const END_VIEW = callAddress<typeof EndView>('POST', '/api/Platform/EndView');

/** Every branch's figures for the days from–to (the platform owner's; issue 41), by sales descending. */
export const getBranchFigures = async (from: string, to: string) => (await call(FIGURES, { query: { from, to } })).data;

/** Opens a read-only session in a branch; quiet: the dialog shows a refusal itself. */
export const viewBranch = async (gscode: string, reason: string) =>
  (await call(VIEW, { body: { gscode, reason } }, { quiet: true })).data;

/** Ends the read-only view this session is. */
export const endView = async (opts: CallOptions = {}) => {
  await call(END_VIEW, {}, opts);
};
