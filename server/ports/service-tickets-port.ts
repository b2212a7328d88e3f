/** A ticket another app opens in Resolve IT about a device of the fleet (an audit's missing or damaged asset). */
export interface AssetTicket {
  readonly subject: string;
  readonly description: string;
  readonly assetId: string;
  /** The person it is opened on behalf of: they are its requester. */
  readonly requester: { readonly userId: string; readonly email: string; readonly name: string };
  readonly impersonatorUserId: string | null;
  /** The app it is opened through, for the trail. */
  readonly appSlug: string;
}

/**
 * Tickets of the service desk (Resolve IT) as other apps open them. The desk opens a ticket in a transaction of its
 * own (its number, first message, SLA and mail follow), so it is not part of the caller's.
 */
export interface ServiceTicketsPort {
  openAboutAsset(organisationId: string, ticket: AssetTicket): Promise<{ readonly id: string; readonly number: number }>;
}
