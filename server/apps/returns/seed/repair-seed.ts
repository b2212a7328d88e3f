import type { FaultCategory } from '../../../../src/apps/returns/domain/repair-terms';
import type { ReturnsRepositories } from '../repositories/repositories';

/** What the demo's repairer charges for the fleet's common models (euro cents); a MacBook Pro or XPS screen needs approval. */
const ESTIMATES: readonly (readonly [string, Partial<Record<FaultCategory, number>>])[] = [
  ['MacBook Pro (M2 2022) with 256GB', { screen: 69_900, battery: 24_900, keyboard: 39_900, 'charging-port': 14_900, 'liquid-damage': 89_900 }],
  ['MacBook Air (M2 2022) with 256GB', { screen: 49_900, battery: 19_900, keyboard: 34_900, 'charging-port': 12_900 }],
  ['Latitude 7430', { screen: 29_900, battery: 12_900, keyboard: 14_900, 'charging-port': 9_900 }],
  ['Latitude 5430', { screen: 24_900, battery: 11_900, keyboard: 12_900 }],
  ['ThinkPad E14', { screen: 19_900, battery: 9_900, keyboard: 8_900 }],
  ['iPhone 14 with 128GB', { screen: 32_900, battery: 10_900, 'charging-port': 7_900 }],
  ['iPhone 13 with 128GB', { screen: 29_900, battery: 10_900, 'charging-port': 7_900 }],
  ['Pixel 7', { screen: 21_900, battery: 8_900 }],
  ['XPS 13 9310', { screen: 64_900, battery: 14_900, keyboard: 19_900 }],
  ['iPhone 13 mini with 128GB', { screen: 24_900, battery: 9_900 }],
];

/** The demo's estimate table; the SLA targets stay the defaults. */
export async function seedRepairDemo(repos: ReturnsRepositories, organisationId: string): Promise<void> {
  await repos.own.repairs.replaceEstimates(
    organisationId,
    ESTIMATES.flatMap(([model, prices]) => Object.entries(prices).map(([faultCategory, amountMinor]) => ({ model, faultCategory: faultCategory as FaultCategory, amountMinor }))),
  );
}
