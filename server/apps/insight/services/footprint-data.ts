import Papa from 'papaparse';
import { footprintCatalogue, type FootprintCatalogue, type FootprintRow } from '../../../../src/apps/insight/domain/footprint-catalogue';
import boavizta from '../data/boavizta-data-us.csv';

let catalogue: FootprintCatalogue | null = null;

/** The shipped footprint data (data/boavizta-data-us.csv, ODbL 1.0), read once on first use. */
export function footprintData(): FootprintCatalogue {
  catalogue ??= footprintCatalogue(Papa.parse<FootprintRow>(boavizta, { header: true, skipEmptyLines: true }).data);
  return catalogue;
}
