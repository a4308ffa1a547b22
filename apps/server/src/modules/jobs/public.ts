/** What other modules use of jobs: they import it from here, never from its other files. */
export { JobRunner } from './runner.js';
export { jobsRoutes } from './routes.js';
export { purgeExpiredJobs } from './store.js';
