import { defineAppClient } from '../../app-client';
import { auditApp } from './app';

/** Audit Manager in the browser: shown as the shared app screen until its screens are built. */
export const auditClient = defineAppClient(auditApp, { screens: {}, catalogues: {} });
