import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../adapters/i18n/create-i18n';
import { shellResourcesFor } from '../adapters/i18n/shell-languages';
import deLab from '../adapters/i18n/locales/de/lab.json';
import enLab from '../adapters/i18n/locales/en/lab.json';
import type { Language } from '../domain/i18n/language';
import { ConsoleLogger } from '../adapters/logging/console-logger';
import { downloadTextFile } from '../adapters/recording/download-text-file';
import { startServiceWorker } from '../adapters/service-worker/start-service-worker';
import { browserLanguage } from '../adapters/startup/browser-language';
import type { LabMachine } from '../application/lab/lab-machine';
import { labMachines } from '../application/lab/machine-registry';
import { appClients } from '../app-clients';
import { LabApp } from './ui/lab-app';
import '../ui/styles/theme.css';
import '../ui/kit/kit.css';

/**
 * The lab's catalogue joins i18next here rather than the portal's resources, so that the portal's bundle
 * never carries it; every language of the portal must have one.
 */
const labCatalogues = { en: enLab, de: deLab } satisfies Record<Language, unknown>;

/** The Machine Lab's composition root: its own page and bundle, with only machine definitions in it. */
const language = browserLanguage();
const i18n = createI18n(language, {}, await shellResourcesFor(language));
for (const [language, catalogue] of Object.entries(labCatalogues)) i18n.addResourceBundle(language, 'lab', catalogue);
document.documentElement.lang = i18n.language;
document.title = i18n.t('lab:title');

const loadLayoutEngine = () => import('./model/elk-library').then(({ createLayoutEngine }) => createLayoutEngine());

/**
 * The kernel's machines, then the apps' (each app's machines are a chunk of their own, fetched here only), whose
 * names join the lab's catalogue.
 */
async function allMachines(logger: ConsoleLogger): Promise<readonly LabMachine[]> {
  const loads = appClients.flatMap((app) => (app.labMachines ? [app.labMachines()] : []));
  const loaded = await Promise.allSettled(loads);
  const apps = loaded.flatMap((result) => {
    if (result.status === 'fulfilled') return [result.value];
    logger.error('an app’s machines did not load', { reason: String(result.reason) });
    return [];
  });
  for (const { names } of apps) {
    for (const [language, machineNames] of Object.entries(names)) i18n.addResourceBundle(language, 'lab', { machines: { names: machineNames } }, true);
  }
  return [...labMachines, ...apps.flatMap((app) => app.machines)];
}

const root = createRoot(document.getElementById('root')!);
const logger = new ConsoleLogger(console);
void allMachines(logger).then((machines) =>
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <LabApp machines={machines} saveFile={downloadTextFile} loadLayoutEngine={loadLayoutEngine} />
      </I18nextProvider>
    </StrictMode>,
  ),
);

// The portal's worker: once it controls the lab, the lab's scripts are cached as fetched and it opens offline.
void startServiceWorker(logger);
