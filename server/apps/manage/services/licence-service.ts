import type { z } from 'zod';
import type {
  AssignSeatRequest,
  CreateLicenceRequest,
  CreateSoftwareRequest,
  LicenceListQuery,
  SoftwareListQuery,
  UpdateLicenceRequest,
  UpdateSoftwareRequest,
} from '../../../../contract/apps/manage/licence-schemas';
import { assignSeat, maskKey, resizeSeats } from '../../../../src/apps/manage/domain/licence-seats';
import { changes, decided, notFound, pageAnswer, ruleRefused, staleVersion, violatedConstraint, type StaffPrincipal } from '../../../kernel';
import type { ManageDeps } from './service-deps';
import type { LicenceRow, LicenceValues, SoftwareRow } from '../repositories/licence-repository';
import { fieldConflict, manageAudit } from './support';

interface SoftwareTotals {
  software: SoftwareRow;
  licenceCount: number;
  seats: number;
  seatsUsed: number;
}

function softwareItemOf({ software, licenceCount, seats, seatsUsed }: SoftwareTotals) {
  const { id, name, publisher, category, notes, createdAt, version } = software;
  return { id, name, publisher, category, notes, licenceCount, seats, seatsUsed, createdAt: createdAt.toISOString(), version };
}

function licenceItemOf({ licence, softwareName }: { licence: LicenceRow; softwareName: string }) {
  const { organisationId: _o, softwareId, licenceKey, updatedAt: _u, createdAt, ...rest } = licence;
  return { ...rest, software: { id: softwareId, name: softwareName }, keyMasked: licenceKey ? maskKey(licenceKey) : null, createdAt: createdAt.toISOString() };
}

const sameName = (error: unknown): never => {
  if (violatedConstraint(error, '23505') === 'manage_software_name_unique') throw fieldConflict('body.name', 'another software title has this name');
  throw error;
};

/** Software titles and their licences: seats that are never over-allocated, keys that are only shown on purpose. */
export class ManageLicenceService {
  constructor(private readonly deps: Pick<ManageDeps, 'store' | 'now'>) {}

  async listSoftware(principal: StaffPrincipal, query: z.output<typeof SoftwareListQuery>) {
    const { rows, total } = await this.deps.store.repos.own.licences.listSoftware(principal.organisationId, query);
    return pageAnswer(rows.map(softwareItemOf), total, query);
  }

  async getSoftware(principal: StaffPrincipal, id: string) {
    const { licences } = this.deps.store.repos.own;
    const row = await licences.findSoftware(principal.organisationId, id);
    if (!row) throw notFound('software');
    const own = await licences.listLicences(principal.organisationId, { softwareId: id, page: 1, pageSize: 200 });
    return { ...softwareItemOf(row), licences: own.rows.map(licenceItemOf) };
  }

  async createSoftware(principal: StaffPrincipal, body: z.output<typeof CreateSoftwareRequest>) {
    const id = await this.deps.store
      .transaction(async (repos) => {
        const created = await repos.own.licences.insertSoftware(principal.organisationId, body);
        await repos.audit.append(manageAudit(principal, { action: 'software.created', entityType: 'software', entityId: created, after: body }));
        return created;
      })
      .catch(sameName);
    return this.getSoftware(principal, id);
  }

  async updateSoftware(principal: StaffPrincipal, id: string, body: z.output<typeof UpdateSoftwareRequest>) {
    const { store, now } = this.deps;
    const before = await store.repos.own.licences.findSoftware(principal.organisationId, id);
    if (!before) throw notFound('software');
    const { version, ...values } = body;
    if (before.software.version !== version) throw staleVersion();
    await store
      .transaction(async (repos) => {
        if ((await repos.own.licences.updateSoftware(principal.organisationId, id, version, values, now())) === undefined) throw staleVersion();
        await repos.audit.append(manageAudit(principal, { action: 'software.updated', entityType: 'software', entityId: id, ...changes(before.software, values) }));
      })
      .catch(sameName);
    return this.getSoftware(principal, id);
  }

  async listLicences(principal: StaffPrincipal, query: z.output<typeof LicenceListQuery>) {
    const { rows, total } = await this.deps.store.repos.own.licences.listLicences(principal.organisationId, query);
    return pageAnswer(rows.map(licenceItemOf), total, query);
  }

  async getLicence(principal: StaffPrincipal, id: string) {
    const { licences } = this.deps.store.repos.own;
    const row = await this.licence(principal, id);
    const seats = await licences.seats(principal.organisationId, { licenceId: id });
    const assignments = seats.map((seat) => ({
      id: seat.id,
      at: seat.at.toISOString(),
      person: seat.userId && seat.userName && seat.userEmail ? { id: seat.userId, name: seat.userName, email: seat.userEmail } : null,
      asset: seat.assetId && seat.assetTag ? { id: seat.assetId, assetTag: seat.assetTag } : null,
    }));
    return { ...licenceItemOf(row), assignments };
  }

  async createLicence(principal: StaffPrincipal, body: z.output<typeof CreateLicenceRequest>) {
    const { store } = this.deps;
    if (!(await store.repos.own.licences.findSoftware(principal.organisationId, body.softwareId))) throw notFound('software');
    const { key, ...values } = body;
    const id = await store.transaction(async (repos) => {
      const created = await repos.own.licences.insertLicence(principal.organisationId, { ...values, licenceKey: key ?? null });
      // The trail names that a key was set, never the key itself.
      const after = { ...values, key: key ? maskKey(key) : null };
      await repos.audit.append(manageAudit(principal, { action: 'licence.created', entityType: 'licence', entityId: created, after }));
      return created;
    });
    return this.getLicence(principal, id);
  }

  async updateLicence(principal: StaffPrincipal, id: string, body: z.output<typeof UpdateLicenceRequest>) {
    const { store, now } = this.deps;
    const before = (await this.licence(principal, id)).licence;
    if (before.version !== body.version) throw staleVersion();
    const { version, key, seats, ...rest } = body;
    const values: LicenceValues = { ...rest, ...(key !== undefined && { licenceKey: key }) };
    if (seats !== undefined) values.seats = decided(resizeSeats({ seats: before.seats, used: before.seatsUsed }, seats), 'seats').seats;
    await store.transaction(async (repos) => {
      if ((await repos.own.licences.updateLicence(principal.organisationId, id, version, values, now())) === undefined) throw staleVersion();
      const { licenceKey: _key, ...visible } = values;
      const diff = changes<LicenceValues>(before, visible);
      const after = key === undefined ? diff.after : { ...diff.after, key: key ? maskKey(key) : null };
      await repos.audit.append(manageAudit(principal, { action: 'licence.updated', entityType: 'licence', entityId: id, before: diff.before, after }));
    });
    return this.getLicence(principal, id);
  }

  async revealKey(principal: StaffPrincipal, id: string) {
    const { licence } = await this.licence(principal, id);
    await this.deps.store.repos.audit.append(manageAudit(principal, { action: 'licence.key-revealed', entityType: 'licence', entityId: id }));
    return { key: licence.licenceKey };
  }

  async assignSeat(principal: StaffPrincipal, id: string, body: z.output<typeof AssignSeatRequest>) {
    const { store, now } = this.deps;
    const { licence } = await this.licence(principal, id);
    if (body.userId && !(await store.repos.users.find(principal.organisationId, body.userId))) throw notFound('person');
    if (body.assetId && !(await store.repos.own.assets.find(principal.organisationId, body.assetId))) throw notFound('asset');
    await store.transaction(async (repos) => {
      // The domain's check is the friendly answer; the conditional UPDATE is what holds under a race.
      decided(assignSeat({ seats: licence.seats, used: licence.seatsUsed }));
      if (!(await repos.own.licences.takeSeat(principal.organisationId, id, now()))) throw ruleRefused('The last seat was just taken.', 'seat-just-taken');
      await repos.own.licences.addSeat(principal.organisationId, id, body);
      await repos.audit.append(manageAudit(principal, { action: 'licence.seat-assigned', entityType: 'licence', entityId: id, after: body }));
    });
    return this.getLicence(principal, id);
  }

  async releaseSeat(principal: StaffPrincipal, id: string, seatId: string): Promise<void> {
    const { store, now } = this.deps;
    await this.licence(principal, id);
    await store.transaction(async (repos) => {
      if (!(await repos.own.licences.releaseSeat(principal.organisationId, id, seatId, now()))) throw notFound('seat');
      await repos.audit.append(manageAudit(principal, { action: 'licence.seat-released', entityType: 'licence', entityId: id, before: { seatId } }));
    });
  }

  private async licence(principal: StaffPrincipal, id: string) {
    const row = await this.deps.store.repos.own.licences.findLicence(principal.organisationId, id);
    if (!row) throw notFound('licence');
    return row;
  }
}
