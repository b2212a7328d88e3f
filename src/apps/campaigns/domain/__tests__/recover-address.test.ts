import { describe, expect, it } from 'vitest';
import { addressPartsOf } from '../recover-address';

describe('a leaver\'s typed address, in a label\'s parts', () => {
  it('reads a German address on one line, the postcode before the town', () => {
    expect(addressPartsOf('Kastanienallee 12, 10435 Berlin', 'DE')).toEqual({ line1: 'Kastanienallee 12', line2: null, city: 'Berlin', postcode: '10435', country: 'DE' });
  });

  it('reads lines, a second address line and a country at the end', () => {
    expect(addressPartsOf('1 Finsbury Avenue\nFloor 3\nLondon EC2M 2PF\nGB', 'DE')).toEqual({ line1: '1 Finsbury Avenue', line2: 'Floor 3', city: 'London', postcode: 'EC2M 2PF', country: 'GB' });
  });

  it('keeps an address it cannot read whole, the town last, for the admin to check on the label', () => {
    expect(addressPartsOf('Hauptstraße 5, Musterdorf', 'AT')).toEqual({ line1: 'Hauptstraße 5', line2: null, city: 'Musterdorf', postcode: '', country: 'AT' });
    expect(addressPartsOf('Somewhere', 'DE')).toEqual({ line1: 'Somewhere', line2: null, city: '', postcode: '', country: 'DE' });
  });
});
