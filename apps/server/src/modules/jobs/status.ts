import type { JobRunStatus } from '@m/contract';
import { statusMachine } from '../../lib/status-machine.ts';

export type JobRunAction = 'claim' | 'finish' | 'fail' | 'rerun';

/**
 * What may happen to a job's run of one period. A process claims a due PENDING run, a FAILED one
 * whose retry time has come, or a RUNNING one whose claimant's lease ran out (it died); the run ends
 * DONE or FAILED. Only an operator's re-run brings a FAILED run back to PENDING; a DONE run is never
 * run again (its period's work is done once).
 */
export const jobRunStatus = statusMachine<JobRunStatus, JobRunAction>({
  name: 'job run',
  transitions: [
    ['PENDING', 'claim', 'RUNNING'],
    ['FAILED', 'claim', 'RUNNING'],
    ['RUNNING', 'claim', 'RUNNING'],
    ['RUNNING', 'finish', 'DONE'],
    ['RUNNING', 'fail', 'FAILED'],
    ['FAILED', 'rerun', 'PENDING'],
  ],
});
