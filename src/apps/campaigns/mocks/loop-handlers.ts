import type { HttpHandler } from 'msw';
import * as api from '../../../../contract/apps/campaigns/loop-routes';
import { ProblemTypes } from '../../../../contract/problem';
import { creditReport } from '../domain/loop-credit';
import { creditCsv } from '../domain/loop-credit-csv';
import { CREDIT_FACTOR_TABLES, CURRENT_FACTOR_TABLE, factorTableOf } from '../../../domain/environment/emission-factors';
import { releaseRefusals } from '../domain/loop-device';
import { loopRulesOf } from '../domain/loop-rules';
import { MockProblem, mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { campaignsDataOf, today, type MockLoopDevice } from './campaigns-mock-state';

/** Loop's devices per mock state, beside the pattern's campaigns. */
export function loopDevicesOf(state: MockState): MockLoopDevice[] {
  return campaignsDataOf(state).loopDevices;
}

const refused = (code: string) => new MockProblem(409, ProblemTypes.conflict, 'The change breaks a rule', undefined, { code: `loop.${code}`, params: {} });
const stale = () => new MockProblem(412, ProblemTypes.staleVersion, 'The record changed since you read it');
const answerOf = ({ campaignId: _campaign, ...device }: MockLoopDevice) => device;

/** Loop's routes in memory, with the server's rules: serials once per campaign, release only when the domain allows it. */
export function loopHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const all = loopDevicesOf(state);
  // Only a Loop campaign of the caller's organisation, as the pattern's mocks keep it.
  const campaign = (caller: StaffCaller, id: string) => campaignsDataOf(state).campaignOf(caller, 'loop', id);
  const devices = (caller: StaffCaller, id: string) => {
    campaign(caller, id);
    return all.filter((device) => device.campaignId === id).sort((a, b) => a.serial.localeCompare(b.serial));
  };
  const device = (caller: StaffCaller, id: string, deviceId: string) => {
    const found = devices(caller, id).find((each) => each.id === deviceId);
    if (!found) throw mockNotFound('device');
    return found;
  };
  const change = (caller: StaffCaller, id: string, deviceId: string, version: number, values: Partial<MockLoopDevice>) => {
    const found = device(caller, id, deviceId);
    if (found.releasedAt) throw refused('device-released');
    if (found.version !== version) throw stale();
    const next = { ...found, ...values, version: found.version + 1 };
    all.splice(all.indexOf(found), 1, next);
    return answerOf(next);
  };
  const report = (caller: StaffCaller, id: string) => {
    const rules = loopRulesOf(campaign(caller, id).rules);
    const table = factorTableOf(rules.factorTableVersion) ?? CURRENT_FACTOR_TABLE;
    const credit = creditReport(devices(caller, id), table);
    return { ...credit, lines: [...credit.lines] };
  };

  return [
    route(api.listLoopFactorTables, () => ({
      current: CURRENT_FACTOR_TABLE.version,
      tables: CREDIT_FACTOR_TABLES.map(({ version, source, scope, factors }) => ({
        version,
        source,
        scope,
        factors: Object.entries(factors).map(([type, footprint]) => ({ type: type as keyof typeof factors, ...footprint })),
      })),
    })),
    route(api.listLoopDevices, ({ caller, params }) => ({ devices: devices(caller, params.id).map(answerOf) })),
    route(api.addLoopDevices, ({ caller, params, body }) => {
      const { defaultRecycler } = loopRulesOf(campaign(caller, params.id).rules);
      const taken = new Set(devices(caller, params.id).map((each) => each.serial.toUpperCase()));
      const added: MockLoopDevice[] = [];
      const repeated: string[] = [];
      for (const each of body.devices) {
        if (taken.has(each.serial.toUpperCase())) {
          repeated.push(each.serial);
          continue;
        }
        taken.add(each.serial.toUpperCase());
        const recycler = each.disposition === 'recycle' ? defaultRecycler : null;
        added.push({ ...each, id: newId(), campaignId: params.id, assetId: null, recycler, sanitisation: null, releasedAt: null, version: 1 });
      }
      all.push(...added);
      return { added: added.map(answerOf), repeated };
    }),
    route(api.updateLoopDevice, ({ caller, params, body }) => {
      const { version, ...values } = body;
      return change(caller, params.id, params.deviceId, version, values);
    }),
    route(api.releaseLoopDevice, ({ caller, params, body }) => {
      const found = device(caller, params.id, params.deviceId);
      const [first] = releaseRefusals(found);
      if (!found.releasedAt && found.version === body.version && first) throw refused(first);
      return change(caller, params.id, params.deviceId, body.version, { releasedAt: new Date().toISOString() });
    }),
    route(api.getLoopCredit, ({ caller, params }) => report(caller, params.id)),
    route(api.exportLoopCredit, ({ caller, params }) => {
      const content = creditCsv(report(caller, params.id), devices(caller, params.id));
      return { filename: `loop-credit-${today()}.csv`, contentType: 'text/csv; charset=utf-8', content };
    }),
  ];
}
