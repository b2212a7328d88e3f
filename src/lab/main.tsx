import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../adapters/i18n/create-i18n';
import deLab from '../adapters/i18n/locales/de/lab.json';
import enLab from '../adapters/i18n/locales/en/lab.json';
import type { Language } from '../adapters/i18n/resources';
import { ConsoleLogger } from '../adapters/logging/console-logger';
import { downloadTextFile } from '../adapters/recording/download-text-file';
import { browserServiceWorkerEnvironment } from '../adapters/service-worker/browser-service-worker-environment';
import { createLoggingServiceWorkerListener } from '../adapters/service-worker/logging-service-worker-listener';
import { registerServiceWorker } from '../adapters/service-worker/register-service-worker';
import { browserLanguage } from '../adapters/startup/browser-language';
import { labMachines } from '../application/lab/machine-registry';
import { LabApp } from './ui/lab-app';
import '../ui/styles/theme.css';
import '../ui/kit/kit.css';

/**
 * The lab's catalogue joins i18next here rather than the portal's resources, so that the portal's bundle
 * never carries it; every language of the portal must have one.
 */
const labCatalogues = { en: enLab, de: deLab } satisfies Record<Language, unknown>;

/** The Machine Lab's composition root: its own page and bundle, with only machine definitions in it. */
const i18n = createI18n(browserLanguage());
for (const [language, catalogue] of Object.entries(labCatalogues)) i18n.addResourceBundle(language, 'lab', catalogue);
document.documentElement.lang = i18n.language;
document.title = i18n.t('lab:title');

const loadLayoutEngine = () => import('./model/elk-library').then(({ createLayoutEngine }) => createLayoutEngine());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <LabApp machines={labMachines} saveFile={downloadTextFile} loadLayoutEngine={loadLayoutEngine} />
    </I18nextProvider>
  </StrictMode>,
);

// The portal's worker: once it controls the lab, the lab's scripts are cached as fetched and it opens offline.
const logger = new ConsoleLogger(console);
void registerServiceWorker(
  browserServiceWorkerEnvironment({
    production: process.env.NODE_ENV === 'production',
    listener: createLoggingServiceWorkerListener(logger),
    logger,
  }),
);
