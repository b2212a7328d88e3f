import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { Asset } from '../../application/ports/assets-gateway';
import { assetDetailPath } from '../../domain/fleet-paths';
import { managePaths } from '../../domain/paths';
import { MANAGE_SLUG } from '../../domain/slug';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { EmptyState } from '../../../../ui/kit/states';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSession } from '../../../../ui/queries/use-session';
import { useAssetLookup, useFleetAssetStory } from '../queries/use-fleet';
import { AssetActions } from '../assets/asset-actions';
import { AssetFacts } from '../assets/asset-facts';
import { LifeStoryTimeline } from '../shared/life-story';
import { StatusBadge } from '../shared/asset-status-badge';

/**
 * /apps/assets-detail: one asset found by its tag, serial or label (the QR code opens `?tag=`); several matches
 * are offered to choose from. Manage's own facts, actions and life story are shown, the actions to those who
 * may open Manage.
 */
export default function AssetsDetailScreen() {
  const { t } = useTranslation(['manage-fleet', 'manage']);
  const params = new URLSearchParams(useSearch());
  const code = (params.get('tag') ?? params.get('q') ?? '').trim();
  const lookup = useAssetLookup(code);
  return (
    <section className="screen" aria-labelledby="assets-detail-title">
      <PageHeader title={t('detail.title')} titleId="assets-detail-title" lead={t('detail.lead')} />
      <FindForm code={code} />
      {code === '' ? (
        <EmptyState title={t('detail.startTitle')}>{t('detail.start')}</EmptyState>
      ) : (
        <QueryView query={lookup}>
          {(found) =>
            found.items.length === 0 ? (
              <EmptyState title={t('detail.notFoundTitle')}>{t('detail.notFound', { code })}</EmptyState>
            ) : found.items.length === 1 ? (
              <AssetDetail asset={found.items[0]!} />
            ) : (
              <Matches items={found.items} exact={found.exact} />
            )
          }
        </QueryView>
      )}
    </section>
  );
}

/** What a scanner types ends with Enter, so the form is sent as a person pressing Find would. */
function FindForm({ code }: { code: string }) {
  const { t } = useTranslation('manage-fleet');
  const [, navigate] = useLocation();
  const [text, setText] = useState(code);
  return (
    <Form
      className="list-toolbar"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) navigate(assetDetailPath({ q: text.trim() }));
      }}
    >
      <TextInput label={t('detail.find')} description={t('detail.findHint')} value={text} onChange={setText} autoFocus={code === ''} />
      <button type="submit" className="button button--primary">
        {t('detail.findButton')}
      </button>
    </Form>
  );
}

function Matches({ items, exact }: { items: readonly Asset[]; exact: boolean }) {
  const { t } = useTranslation(['manage-fleet', 'manage']);
  return (
    <section className="panel" aria-labelledby="assets-detail-matches">
      <h2 id="assets-detail-matches">{t(exact ? 'detail.severalExact' : 'detail.several', { count: items.length })}</h2>
      <ul className="record-list">
        {items.map((asset) => (
          <li key={asset.id}>
            <Link href={assetDetailPath({ tag: asset.assetTag })}>{asset.assetTag}</Link> · {[asset.manufacturer, asset.model].filter(Boolean).join(' ')}
            {asset.serial && ` · ${asset.serial}`} · <StatusBadge status={asset.status} />
            {asset.assignee && ` · ${asset.assignee.name}`}
          </li>
        ))}
      </ul>
    </section>
  );
}

function AssetDetail({ asset }: { asset: Asset }) {
  const { t } = useTranslation(['manage-fleet', 'manage-assets', 'manage']);
  const mayManage = useSession().allowedApps.includes(MANAGE_SLUG);
  const story = useFleetAssetStory(asset.id);
  return (
    <>
      <section className="panel" aria-labelledby="assets-detail-asset">
        <h2 id="assets-detail-asset">
          {asset.assetTag} · {[asset.manufacturer, asset.model].filter(Boolean).join(' ')}
          {asset.archived && ` · ${t('manage-assets:details.archived')}`}
        </h2>
        {mayManage && (
          <div className="page-header__actions" role="group" aria-label={t('detail.actions')}>
            <AssetActions asset={asset} />
            <Link className="button" href={managePaths.asset(asset.id)}>
              {t('detail.openInManage')}
            </Link>
          </div>
        )}
        <AssetFacts asset={asset} />
      </section>
      <section className="panel" aria-labelledby="assets-detail-story">
        <h2 id="assets-detail-story">{t('manage:story.title')}</h2>
        <LifeStoryTimeline story={story} here={assetDetailPath({ tag: asset.assetTag })} />
      </section>
    </>
  );
}
