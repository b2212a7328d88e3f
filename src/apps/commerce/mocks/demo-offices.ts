/**
 * The demo company's offices in Locations, with ids fixed so that Manage's mock fleet can sit at them before the
 * Locations mock is built (the server's demo seed has Manage add them through the places port).
 */
export const MOCK_DEMO_OFFICES = [
  { id: '0b6f4f0e-3c1a-4d55-9a61-0d1f6c2b7a01', name: 'Berlin office', line1: 'Friedrichstraße 68', city: 'Berlin', postcode: '10117', country: 'DE' },
  { id: '0b6f4f0e-3c1a-4d55-9a61-0d1f6c2b7a02', name: 'London office', line1: '1 Finsbury Avenue', city: 'London', postcode: 'EC2M 2PF', country: 'GB' },
  { id: '0b6f4f0e-3c1a-4d55-9a61-0d1f6c2b7a03', name: 'Paris office', line1: '12 Rue de la Paix', city: 'Paris', postcode: '75002', country: 'FR' },
] as const;
