/**
 * Every job the app's worker pool runs, by name: the one module its workers load. A costly job
 * added later (another file format, an image) is registered here and run with
 * `workers.run(name, input, owner)`.
 */
import { cardJobs } from '../cards/card-jobs.ts';

export const jobs = { ...cardJobs };
export type AppJobs = typeof jobs;
