import type { ReportLine } from '../../../../src/apps/manage/domain/import-report';
import type { PlacesCounts } from '../../../../src/apps/manage/domain/import-report';
import type { OrderImportsPort, PlacesPort } from '../../../kernel';
import type { ManageRepositories } from '../repositories/repositories';

/** One file's import under way: inside its transaction, with the report it is writing. */
export interface MigrationRun {
  readonly repos: ManageRepositories;
  readonly organisationId: string;
  readonly batchId: string;
  readonly now: Date;
  readonly report: ReportLine[];
  /** Locations, where every site a file names is matched or added. */
  readonly places: PlacesPort;
  /** Manage Orders, kept by commerce, where an orders file places its orders. */
  readonly orders: OrderImportsPort;
  /** What became of them there, once a locations file ran. */
  placesCounts: PlacesCounts | null;
  /** Records the file created (a licence repeated on each seat's line counts once; an asset waiting for its holder counts). */
  created: number;
}
