import { describe, expect, it } from 'vitest';
import { fleetTypeOf, parcelDevices, serialProblem, unitDevicesOf } from '../purchased-devices';

describe('the devices a Device Hub order brings to the fleet', () => {
  it('reads a device’s kind from its name or category, and leaves accessories out', () => {
    expect(fleetTypeOf('ThinkPad X1 Carbon', null)).toBe('laptop');
    expect(fleetTypeOf('Model 7', 'Smartphones')).toBe('phone');
    expect(fleetTypeOf('Thunderbolt dock', 'Laptops')).toBeNull();
    expect(fleetTypeOf('Backpack', null)).toBeNull();
  });

  it('counts each device of a kit as often as the kit holds it', () => {
    const parts = [
      { name: 'MacBook Air', categoryName: null, quantity: 1 },
      { name: 'USB-C hub', categoryName: null, quantity: 1 },
      { name: 'Pixel 7', categoryName: null, quantity: 2 },
    ];
    expect(unitDevicesOf(parts).map((device) => device.name)).toEqual(['MacBook Air', 'Pixel 7', 'Pixel 7']);
  });

  it('numbers a unit’s devices on from the units shipped before, whichever parcel they leave in', () => {
    const devices = unitDevicesOf([
      { name: 'Laptop', categoryName: null, quantity: 1 },
      { name: 'Phone', categoryName: null, quantity: 1 },
    ]);
    const lines = [
      { id: 'kit', shippedQuantity: 1, devices },
      { id: 'dock', shippedQuantity: 0, devices: [] },
    ];
    const parcel = parcelDevices(lines, [
      { lineId: 'kit', quantity: 2 },
      { lineId: 'dock', quantity: 3 },
    ]);
    expect(parcel.map(({ lineId, unit, device }) => [lineId, unit, device.name])).toEqual([
      ['kit', 2, 'Laptop'],
      ['kit', 3, 'Phone'],
      ['kit', 4, 'Laptop'],
      ['kit', 5, 'Phone'],
    ]);
  });

  it('refuses a serial of a device the parcel does not hold, and one given twice', () => {
    const parcel = parcelDevices([{ id: 'line', shippedQuantity: 0, devices: unitDevicesOf([{ name: 'Laptop', categoryName: null, quantity: 1 }]) }], [{ lineId: 'line', quantity: 2 }]);
    expect(serialProblem(parcel, [{ lineId: 'line', unit: 1, serial: 'A' }])).toBeNull();
    expect(serialProblem(parcel, [{ lineId: 'line', unit: 2, serial: 'A' }])).toEqual({ problem: 'serial-not-in-parcel', index: 0 });
    expect(serialProblem(parcel, [{ lineId: 'line', unit: 0, serial: 'A' }, { lineId: 'line', unit: 1, serial: 'A' }])).toEqual({ problem: 'serial-repeated', index: 1 });
  });
});
