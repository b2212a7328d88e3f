import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { createI18n } from '../../every-language-i18n';
import deLab from '../../../src/adapters/i18n/locales/de/lab.json';
import enLab from '../../../src/adapters/i18n/locales/en/lab.json';
import type { Language } from '../../../src/domain/i18n/language';
import { labMachines } from '../../../src/application/lab/machine-registry';
import type { LayoutEngine } from '../../../src/lab/model/diagram-layout';
import { LabApp } from '../../../src/lab/ui/lab-app';

/** Hands the graph back as it is: every state is drawn (at the origin) without loading ELK into jsdom. */
const instantEngine: LayoutEngine = { layout: async (graph) => graph };

/** The lab as its composition root puts it together, its catalogue added as src/lab/main.tsx does. */
export function renderLab(language: Language = 'en') {
  const i18n = createI18n(language);
  i18n.addResourceBundle('en', 'lab', enLab);
  i18n.addResourceBundle('de', 'lab', deLab);
  const saveFile = vi.fn();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <LabApp machines={labMachines} saveFile={saveFile} loadLayoutEngine={async () => instantEngine} />
    </I18nextProvider>,
  );
  return { ...view, saveFile };
}

export function stateNode(container: HTMLElement, id: string): Element {
  const node = container.querySelector(`[data-state-id="${id}"]`);
  if (!node) throw new Error(`the diagram has no state ${id}`);
  return node;
}
