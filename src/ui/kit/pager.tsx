import { useTranslation } from 'react-i18next';
import type { ListPage } from '../../application/ports/list-page';
import { RippleButton } from '../feedback/ripple-button';
import { PAGE_SIZES, type ListControls } from './use-list-state';
import { formatNumber } from './format';

/**
 * Where the page sits in the whole list, with the way to the pages beside it and the page size. `label` names the
 * list, so that two lists on one screen give two distinct landmarks.
 */
export function Pager({ page, controls, label }: { page: ListPage<unknown> & { totalCapped?: boolean }; controls: ListControls; label?: string }) {
  const { t, i18n } = useTranslation('kit');
  const number = { format: (value: number) => formatNumber(value, i18n.language) };
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const first = page.total === 0 ? 0 : (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.page * page.pageSize, page.total);
  const total = `${number.format(page.total)}${page.totalCapped ? '+' : ''}`;
  return (
    <nav className="pager" aria-label={label ? t('list.pagesOf', { list: label }) : t('list.pages')}>
      <p className="pager__range" aria-live="polite">
        {t('list.range', { first: number.format(first), last: number.format(last), total })}
      </p>
      <label className="pager__size">
        {t('list.pageSize')}
        <select className="input" value={page.pageSize} onChange={(event) => controls.setPageSize(Number(event.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <RippleButton className="button" isDisabled={page.page <= 1} onPress={() => controls.setPage(page.page - 1)}>
        {t('list.previous')}
      </RippleButton>
      <span>{t('list.pageOf', { page: number.format(page.page), pages: number.format(pages) + (page.totalCapped ? '+' : '') })}</span>
      <RippleButton className="button" isDisabled={page.page >= pages && !page.totalCapped} onPress={() => controls.setPage(page.page + 1)}>
        {t('list.next')}
      </RippleButton>
    </nav>
  );
}

/**
 * Back and forth through a short list inside a page (a history, a trail), whose page lives in the screen rather
 * than the address; nothing shows while it fits on one page.
 */
export function StepPager({ page, total, pageSize, label, onPage }: { page: number; total: number; pageSize: number; label: string; onPage: (page: number) => void }) {
  const { t } = useTranslation('kit');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <RippleButton className="button" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        {t('list.previous')}
      </RippleButton>
      <span>{t('list.pageOf', { page, pages })}</span>
      <RippleButton className="button" isDisabled={page >= pages} onPress={() => onPage(page + 1)}>
        {t('list.next')}
      </RippleButton>
    </nav>
  );
}
