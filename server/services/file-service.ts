import type { z } from 'zod';
import type { FileDownload } from '../../contract/descriptor';
import type { SignedFileParams, SignedFileQuery } from '../../contract/file-routes';
import { ProblemTypes } from '../../contract/problem';
import { FileLinks } from '../files/file-links';
import { ApiProblem, notFound } from '../problems';
import type { ServiceDeps } from './service-deps';

const refused = (title: string, detail: string) => new ApiProblem(403, ProblemTypes.forbidden, title, detail);

/** The files behind signed links, which any app's answers may carry (an asset's photo today). */
export class FileService {
  private readonly links: FileLinks;

  constructor(private readonly deps: Pick<ServiceDeps, 'files' | 'config' | 'keys' | 'now'>) {
    this.links = new FileLinks(deps);
  }

  async signed(params: z.output<typeof SignedFileParams>, query: z.output<typeof SignedFileQuery>): Promise<FileDownload> {
    const { organisationId, key } = params;
    const check = this.links.check(organisationId, key, query.expires, query.signature);
    // A link the install did not sign answers as one to a file that is gone: it tells nothing of what a real one is.
    if (check === 'forged') throw notFound('file');
    if (check === 'expired') throw refused('This link has expired', 'Reload the page that showed it for a fresh one.');
    const stored = await this.deps.files.get(organisationId, key);
    if (!stored) throw notFound('file');
    return { bytes: stored.bytes, contentType: stored.contentType, maxAgeSeconds: this.links.secondsLeft(query.expires) };
  }
}
