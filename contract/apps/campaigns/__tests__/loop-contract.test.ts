import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import { campaignRoutesByKind } from '../campaign-routes';
import { addLoopDevices, exportLoopCredit, getLoopCredit, listLoopDevices, listLoopFactorTables, releaseLoopDevice, updateLoopDevice } from '../loop-routes';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';

const recycler = { name: 'GreenCycle GmbH', certification: 'e-stewards' as const, certificateId: 'ES-2211' };
const wiped = { method: 'destroy' as const, performedOn: '2026-11-20', operator: 'Sam Tech', certificateRef: 'ER-1001' };

/** Loop's devices, their release and the campaign's credit, on the server and the mocks alike. */
describe.each([realServer(), mockServer()])('Loop on $name', (backend: Backend) => {
  const { ok, problem } = contractSuite(backend);

  async function loopCampaign() {
    const [table] = (await ok(listLoopFactorTables)).tables;
    const created = await ok(campaignRoutesByKind.loop.create, {
      body: { name: 'End-of-life collection', contactDate: '2099-03-01', message: 'Bring your old devices.', rules: { factorTableVersion: table!.version, defaultRecycler: recycler } },
    });
    return { params: { id: created.id }, version: table!.version };
  }

  it('adds serials once, and lets a device leave only once sanitised and with a certified recycler', async () => {
    const { params } = await loopCampaign();
    const first = await ok(addLoopDevices, { params, body: { devices: [{ serial: 'LOOP-0001', type: 'smartphone', grade: 'D', disposition: 'recycle' }] } });
    expect(first).toMatchObject({ repeated: [], added: [{ serial: 'LOOP-0001', recycler, sanitisation: null, releasedAt: null, version: 1 }] });
    const again = await ok(addLoopDevices, { params, body: { devices: [{ serial: 'loop-0001', type: 'smartphone' }, { serial: 'LOOP-0002', type: 'monitor' }] } });
    expect(again.repeated).toEqual(['loop-0001']);
    expect(again.added.map((device) => device.serial)).toEqual(['LOOP-0002']);
    expect((await ok(listLoopDevices, { params })).devices).toHaveLength(2);

    const device = first.added[0]!;
    const deviceParams = { ...params, deviceId: device.id };
    const whole = { type: device.type, grade: device.grade, disposition: device.disposition, recycler: device.recycler, sanitisation: device.sanitisation };
    expect((await problem(releaseLoopDevice, { params: deviceParams, body: { version: device.version } }, 409, ProblemTypes.conflict)).code).toBe('loop.sanitisation-missing');
    const sanitised = await ok(updateLoopDevice, { params: deviceParams, body: { ...whole, version: device.version, sanitisation: wiped } });
    await problem(updateLoopDevice, { params: deviceParams, body: { ...whole, version: device.version, grade: 'C' } }, 412, ProblemTypes.staleVersion);
    const uncertified = await problem(updateLoopDevice, { params: deviceParams, body: { ...whole, version: sanitised.version, sanitisation: wiped, recycler: { ...recycler, certification: 'iso-9001' } } }, 400);
    expect(uncertified.errors?.map((error) => error.path)).toEqual(['body.recycler.certification']);
    const left = await ok(releaseLoopDevice, { params: deviceParams, body: { version: sanitised.version } });
    expect(left.releasedAt).not.toBeNull();
    const after = await problem(updateLoopDevice, { params: deviceParams, body: { ...whole, version: left.version, sanitisation: wiped, grade: 'C' } }, 409, ProblemTypes.conflict);
    expect(after.code).toBe('loop.device-released');
  });

  it('reports the credit with its method and factor table, as JSON and as CSV', async () => {
    const { params, version } = await loopCampaign();
    await ok(addLoopDevices, {
      params,
      body: {
        devices: [
          { serial: 'L-1', type: 'laptop', grade: 'A', disposition: 'refurbish' },
          { serial: 'P-1', type: 'smartphone', grade: 'D', disposition: 'recycle' },
          { serial: 'M-1', type: 'monitor' },
        ],
      },
    });
    const credit = await ok(getLoopCredit, { params });
    expect(credit).toMatchObject({ method: 'reuse-avoids-new-device', table: { version }, reused: 1, recycled: 1, undecided: 1 });
    const csv = await ok(exportLoopCredit, { params });
    expect(csv.content).toContain(`Factor table version,${version}`);
    expect(csv.content).toContain('P-1,smartphone,D,recycle,GreenCycle GmbH,e-stewards,ES-2211');
    await problem(getLoopCredit, { params: { id: '00000000-0000-4000-8000-000000000000' } }, 404, ProblemTypes.notFound);
  });
});
