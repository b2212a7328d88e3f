import { allow, refuse, type Decision } from '../../../domain/rules/decision';

/** What still names a record of the configuration: assets, and other records (models of a maker, types of a schedule). */
export interface ConfigUse {
  readonly assetCount: number;
  readonly otherCount?: number;
  /** What the other records are, in English for the API's answer ("models"). */
  readonly others?: string;
}

/**
 * A record is deleted only once nothing uses it: the refusal says how many assets (or other records) do, so the admin
 * knows what to move first. Assets come first: they are what a person would lose track of.
 */
export function deletable(what: string, use: ConfigUse): Decision<true> {
  if (use.assetCount > 0) {
    const assets = use.assetCount === 1 ? '1 asset uses' : `${use.assetCount} assets use`;
    return refuse('in-use', `${assets} this ${what}; move them to another before deleting it.`, { count: use.assetCount, what });
  }
  const others = use.otherCount ?? 0;
  if (others > 0) {
    return refuse('in-use-by-others', `${others} ${use.others ?? 'records'} use this ${what}; change them before deleting it.`, { count: others, what, others: use.others ?? '' });
  }
  return allow(true);
}
