/** The port the portal listens on during the end-to-end tests (E2E_PORT), and the one its inbound mail listener takes. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
export const inboundMailPort = e2ePort + 1;
