import { Boxes, Inbox, Laptop, LifeBuoy, PackageOpen, Plus, Search, ShoppingBag, Wallet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { DialogTrigger, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../feedback/ripple-button';
import { Badge, type Tone } from '../badge';
import { ConfirmAction } from '../confirm-action';
import { DayText, Money, TimeText } from '../display';
import { FormButtons } from '../form-buttons';
import { FormError } from '../form-error';
import { FormSection } from '../form-layout';
import { ModalDialog } from '../modal-dialog';
import { NotesField } from '../notes-field';
import { PageHeader } from '../page-header';
import { SectionTabs } from '../section-tabs';
import { StatCard } from '../stat-card';
import { EmptyState, ErrorState, LoadingState } from '../states';
import { TextInput } from '../text-input';
import { TheirValue } from '../their-value';
import { GalleryTable } from './gallery-table';

const TONES: readonly Tone[] = ['neutral', 'info', 'success', 'warning', 'danger'];
const ICONS = { Boxes, Laptop, PackageOpen, ShoppingBag, Wallet, LifeBuoy, Inbox, Search };
const TOKENS = ['--color-bg', '--color-surface', '--color-surface-sunken', '--color-border', '--color-text', '--color-muted', '--color-primary', '--color-danger'];

function Piece({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="gallery__piece">
      <h3 className="gallery__piece-title">{title}</h3>
      <div className="gallery__piece-body">{children}</div>
    </section>
  );
}

/** Every piece of the kit once, in one theme; the page shows it twice, light and dark side by side. */
function Pieces({ theme }: { theme: 'light' | 'dark' }) {
  const { t } = useTranslation('kit-gallery');
  const [name, setName] = useState('');
  return (
    <div className="gallery__theme" data-theme={theme}>
      <h2 className="gallery__theme-title">{t(`themes.${theme}`)}</h2>
      <Piece title={t('pieces.header')}>
        <PageHeader
          title={t('sample.title')}
          lead={t('sample.lead')}
          meta={<Badge tone="success" dot>{t('tones.success')}</Badge>}
          actions={
            <>
              <button type="button" className="button">
                {t('sample.secondary')}
              </button>
              <button type="button" className="button button--primary">
                <Plus size={14} aria-hidden="true" />
                {t('sample.primary')}
              </button>
            </>
          }
        />
      </Piece>
      <Piece title={t('pieces.tabs')}>
        <SectionTabs
          label={`${t('pieces.tabs')} (${theme})`}
          tabs={['overview', 'assets', 'people'].map((key, index) => ({ key, href: `#${key}`, label: t(`sample.tabs.${key}`), current: index === 1 }))}
        />
        <SectionTabs
          variant="pills"
          label={`${t('pieces.pills')} (${theme})`}
          tabs={['all', 'laptops', 'phones'].map((key, index) => ({ key, href: `#${key}`, label: t(`sample.pills.${key}`), current: index === 0 }))}
        />
      </Piece>
      <Piece title={t('pieces.buttons')}>
        <div className="gallery__row">
          <button type="button" className="button button--primary">
            {t('sample.primary')}
          </button>
          <button type="button" className="button">
            {t('sample.secondary')}
          </button>
          <button type="button" className="button button--ghost">
            {t('sample.ghost')}
          </button>
          <button type="button" className="button button--danger">
            {t('sample.danger')}
          </button>
          <button type="button" className="button button--small">
            {t('sample.small')}
          </button>
          <button type="button" className="button" disabled>
            {t('sample.disabled')}
          </button>
          <button type="button" className="button button--link">
            {t('sample.link')}
          </button>
        </div>
      </Piece>
      <Piece title={t('pieces.badges')}>
        <div className="gallery__row">
          {TONES.map((tone) => (
            <Badge key={tone} tone={tone} dot>
              {t(`tones.${tone}`)}
            </Badge>
          ))}
        </div>
      </Piece>
      <Piece title={t('pieces.stats')}>
        <div className="stat-grid">
          <StatCard label={t('sample.stats.assets')} value="1,284" hint={t('sample.stats.assetsHint')} icon={<Boxes size={14} aria-hidden="true" />} tone="info" href="#stats" />
          <StatCard label={t('sample.stats.overdue')} value="7" hint={t('sample.stats.overdueHint')} icon={<LifeBuoy size={14} aria-hidden="true" />} tone="danger" />
        </div>
      </Piece>
      <Piece title={t('pieces.form')}>
        <Form className="form" onSubmit={(event) => event.preventDefault()}>
          <FormSection title={t('sample.form.section')} description={t('sample.form.hint')}>
            <TextInput label={t('sample.form.name')} value={name} onChange={setName} description={t('sample.form.nameHint')} />
            <TextInput label={t('sample.form.tag')} value="ACME-0001" error={t('sample.form.taken')} />
            <label className="field">
              <span>{t('sample.form.choice')}</span>
              <select className="input" defaultValue="b">
                <option value="a">{t('sample.pills.laptops')}</option>
                <option value="b">{t('sample.pills.phones')}</option>
              </select>
            </label>
            <div>
              <TextInput label={t('sample.form.location')} value="Berlin" />
              <TheirValue opened="Berlin" theirs="Hamburg" />
            </div>
          </FormSection>
          <NotesField label={t('sample.form.notes')} value="" onChange={() => {}} />
          <FormError>{t('sample.form.failed')}</FormError>
          <FormButtons cancel={{ onPress: () => {} }} pending={false} />
        </Form>
      </Piece>
      <Piece title={t('pieces.display')}>
        <dl className="facts">
          <dt>{t('sample.display.money')}</dt>
          <dd>
            <Money cents={129_950} />
          </dd>
          <dt>{t('sample.display.none')}</dt>
          <dd>
            <Money cents={null} />
          </dd>
          <dt>{t('sample.display.day')}</dt>
          <dd>
            <DayText day="2026-11-24" />
          </dd>
          <dt>{t('sample.display.time')}</dt>
          <dd>
            <TimeText at="2026-11-24T09:30:00Z" />
          </dd>
        </dl>
      </Piece>
      <Piece title={t('pieces.states')}>
        <div className="gallery__stack">
          <EmptyState title={t('sample.states.empty')} action={<button type="button" className="button button--primary">{t('sample.primary')}</button>}>
            {t('sample.states.emptyHint')}
          </EmptyState>
          <ErrorState message={t('sample.states.error')} onRetry={() => {}} />
          <LoadingState rows={2} />
        </div>
      </Piece>
      <Piece title={t('pieces.dialogs')}>
        <div className="gallery__row">
          <DialogTrigger>
            <RippleButton className="button">{t('sample.dialog.open')}</RippleButton>
            <ModalDialog title={t('sample.dialog.title')}>
              {(close) => (
                <>
                  <p>{t('sample.dialog.body')}</p>
                  <FormButtons cancel={{ onPress: close }} pending={false} />
                </>
              )}
            </ModalDialog>
          </DialogTrigger>
          <DialogTrigger>
            <RippleButton className="button">{t('sample.dialog.drawer')}</RippleButton>
            <ModalDialog title={t('sample.dialog.drawerTitle')} side="end">
              {() => <p>{t('sample.dialog.body')}</p>}
            </ModalDialog>
          </DialogTrigger>
          <ConfirmAction label={t('sample.danger')} title={t('sample.dialog.confirm')} confirmLabel={t('sample.danger')} destructive onConfirm={async () => {}}>
            {t('sample.dialog.confirmBody')}
          </ConfirmAction>
        </div>
      </Piece>
      <Piece title={t('pieces.icons')}>
        <ul className="gallery__icons">
          {Object.entries(ICONS).map(([iconName, Icon]) => (
            <li key={iconName}>
              <Icon size={18} aria-hidden="true" />
              <code>{iconName}</code>
            </li>
          ))}
        </ul>
      </Piece>
      <Piece title={t('pieces.tokens')}>
        <ul className="gallery__tokens">
          {TOKENS.map((token) => (
            <li key={token}>
              <span className="gallery__swatch" style={{ background: `var(${token})` }} aria-hidden="true" />
              <code>{token}</code>
            </li>
          ))}
        </ul>
      </Piece>
      <Piece title={t('pieces.table')}>
        <GalleryTable settingsKey={`gallery-${theme}`} />
      </Piece>
    </div>
  );
}

/** The kit page for developers (/dev/kit/): every piece in both themes, to see a change everywhere at once. */
export function KitGallery() {
  const { t } = useTranslation('kit-gallery');
  return (
    <main className="gallery">
      <header className="gallery__header">
        <h1>{t('title')}</h1>
        <p className="muted">{t('lead')}</p>
      </header>
      <div className="gallery__themes">
        <Pieces theme="light" />
        <Pieces theme="dark" />
      </div>
    </main>
  );
}
