import type { z } from 'zod';
import type { DemoRequestBody } from '../../contract/demo';
import { ProblemTypes } from '../../contract/problem';
import { ApiProblem } from '../problems';
import { demoTokenFor, isDemoToken } from '../security/demo-token';
import type { ServiceDeps } from './service-deps';

const invalidToken = () =>
  new ApiProblem(403, ProblemTypes.invalidDemoToken, 'This request-demo link is not valid', 'Use the link from your invitation email.');

export class DemoService {
  constructor(private readonly deps: Pick<ServiceDeps, 'store' | 'keys'>) {}

  check(email: string, token: string): { valid: true } {
    if (!isDemoToken(this.deps.keys, email, token)) throw invalidToken();
    return { valid: true };
  }

  async create(request: z.output<typeof DemoRequestBody>) {
    this.check(request.email, request.token);
    const row = await this.deps.store.repos.demoRequests.create({
      email: request.email,
      name: request.name,
      company: request.company,
      phone: request.phone ?? null,
      fleetSize: request.fleetSize ?? null,
      message: request.message ?? null,
    });
    return { id: row.id, createdAt: row.createdAt.toISOString() };
  }

  /** The link marketing would send; the dev route hands it out so the page can be tried. */
  linkFor(email: string) {
    const token = demoTokenFor(this.deps.keys, email);
    return { email, token, path: `/request-demo/${encodeURIComponent(email)}/${token}/plg` };
  }
}
