import type { i18n } from 'i18next';
import { I18N } from '../../application/ports/i18n-port';
import type { ServiceRegistry } from '../../application/ports/service-registry';
import { createI18n } from '../i18n/create-i18n';
import { browserLanguage } from './browser-language';

/**
 * The plain notice shown when startup halts, so that nobody stares at a white page. Built with DOM calls
 * alone, since React and the app never mounted; the translations are the app's own if their module ran.
 */
export function showStartupFailureNotice(root: HTMLElement, container: ServiceRegistry): void {
  const translator = container.has(I18N) ? container.get<i18n>(I18N) : createI18n(browserLanguage());
  const notice = document.createElement('div');
  notice.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = translator.t('boot:startupFailed.title');
  const explanation = document.createElement('p');
  explanation.textContent = translator.t('boot:startupFailed.explanation');
  const reload = document.createElement('a');
  reload.href = window.location.href;
  reload.textContent = translator.t('boot:startupFailed.reload');
  notice.append(title, explanation, reload);
  root.replaceChildren(notice);
}
