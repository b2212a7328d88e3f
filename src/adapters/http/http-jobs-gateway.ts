import * as api from '../../../contract/job-routes';
import type { JobsGateway } from '../../application/ports/jobs-gateway';
import { call, gatewayOf } from './gateway-of';

/** The dead letters of one organisation are few: one page of the largest size. */
const DEAD_LETTERS = { state: 'dead', pageSize: 200 } as const;

export const createJobsGateway = gatewayOf<JobsGateway>({
  failedJobs: call(api.listJobs, () => ({ query: DEAD_LETTERS })),
  retry: call(api.retryJob),
});
