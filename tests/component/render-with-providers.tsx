import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ServiceLocator } from '../../src/application/ports/service-locator';
import { createI18n } from '../every-language-i18n';
import type { Language } from '../../src/domain/i18n/language';
import { ServicesProvider } from '../../src/ui/services/service-context';

/** A small service locator over a map of fakes, as a test's own container. */
export function fakeServices(entries: ReadonlyArray<readonly [symbol, unknown]>): ServiceLocator {
  const map = new Map<symbol, unknown>(entries);
  return {
    has: (token) => map.has(token),
    get<T>(token: symbol): T {
      if (!map.has(token)) throw new Error(`No fake bound for ${String(token)}`);
      return map.get(token) as T;
    },
  };
}

export function renderWithProviders(
  ui: ReactElement,
  { services = fakeServices([]), language = 'en' }: { services?: ServiceLocator; language?: Language } = {},
): RenderResult {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <ServicesProvider services={services}>{ui}</ServicesProvider>
    </I18nextProvider>,
  );
}
