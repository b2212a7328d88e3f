import { appRoute, json } from '../../descriptor';
import { byId } from '../../records';
import { AUDIT_TRAIL_SLUG } from '../../../src/apps/audit/domain/slug';
import {
  AssetOfRoundRequest,
  AuditFailure,
  AuditFailureRequest,
  AuditRound,
  AuditRoundDetail,
  AuditRoundList,
  AuditRoundOptions,
  AuditScanAnswer,
  AuditScanRequest,
  CloseAuditRoundRequest,
  CreateAuditRoundRequest,
  DueAudits,
  DueAuditsQuery,
} from './audit-round-schemas';

export const listDueAudits = appRoute(AUDIT_TRAIL_SLUG, {
  id: 'listDueAudits',
  method: 'GET',
  path: '/audits/due',
  summary: 'Assets overdue for a physical audit or due within the warning window (last audit + the interval of Manage Configure)',
  request: { query: DueAuditsQuery },
  success: json(DueAudits),
});
export const auditRoundOptions = appRoute(AUDIT_TRAIL_SLUG, {
  id: 'auditRoundOptions',
  method: 'GET',
  path: '/audits/round-options',
  summary: 'The locations and categories a round can cover',
  success: json(AuditRoundOptions),
});
export const listAuditRounds = appRoute(AUDIT_TRAIL_SLUG, {
  id: 'listAuditRounds',
  method: 'GET',
  path: '/audits/rounds',
  summary: "The organisation's audit rounds, newest first",
  success: json(AuditRoundList),
});
export const createAuditRound = appRoute(AUDIT_TRAIL_SLUG, {
  id: 'createAuditRound',
  method: 'POST',
  path: '/audits/rounds',
  summary: 'Open an audit round over a location, a category or both; the assets there now are expected',
  request: { body: CreateAuditRoundRequest },
  success: json(AuditRound, 201),
});
export const getAuditRound = appRoute(AUDIT_TRAIL_SLUG, {
  id: 'getAuditRound',
  method: 'GET',
  path: '/audits/rounds/:id',
  summary: 'A round with its scans and its discrepancy report (missing, at another location, unknown tags)',
  request: byId,
  success: json(AuditRoundDetail),
  problems: [404],
});
export const scanInAuditRound = appRoute(AUDIT_TRAIL_SLUG, {
  id: 'scanInAuditRound',
  method: 'POST',
  path: '/audits/rounds/:id/scans',
  summary: "Record a scan (asset tag, serial or a label's QR code); the same clientId again answers the first scan",
  request: { ...byId, body: AuditScanRequest },
  success: json(AuditScanAnswer),
  problems: [404, 409],
});
export const moveAssetToAuditRound = appRoute(AUDIT_TRAIL_SLUG, {
  id: 'moveAssetToAuditRound',
  method: 'POST',
  path: '/audits/rounds/:id/move-here',
  summary: "Move an asset scanned here but recorded at another location to the round's location",
  request: { ...byId, body: AssetOfRoundRequest },
  success: json(AuditRoundDetail),
  problems: [404, 409],
});
export const reportAuditFailure = appRoute(AUDIT_TRAIL_SLUG, {
  id: 'reportAuditFailure',
  method: 'POST',
  path: '/audits/rounds/:id/failures',
  summary: 'An asset failed its audit (missing or damaged): a ticket opens in Resolve IT, once per asset and round',
  request: { ...byId, body: AuditFailureRequest },
  success: json(AuditFailure, 201),
  problems: [404, 409],
});
export const closeAuditRound = appRoute(AUDIT_TRAIL_SLUG, {
  id: 'closeAuditRound',
  method: 'POST',
  path: '/audits/rounds/:id/close',
  summary: 'Close a round: its report is final and no scan is taken any more (version-checked)',
  request: { ...byId, body: CloseAuditRoundRequest },
  success: json(AuditRound),
  problems: [404, 412],
});

/** The physical audits' routes, for contract/routes.ts. */
export const auditRoundRoutes = [
  listDueAudits,
  auditRoundOptions,
  listAuditRounds,
  createAuditRound,
  getAuditRound,
  scanInAuditRound,
  moveAssetToAuditRound,
  reportAuditFailure,
  closeAuditRound,
] as const;
