import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../../ui/kit/query-view';
import { useAsset, useAssetStory } from '../queries/use-assets';
import { managePaths } from '../../domain/paths';
import { LifeStoryTimeline } from '../shared/life-story';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { ManageFrame } from '../shared/app-frame';
import { AssetActions } from './asset-actions';
import { AssetActivity } from './asset-activity';
import { AssetFacts } from './asset-facts';
import { AssetPhotoPanel } from './asset-photo-panel';

function AssetStory({ id }: { id: string }) {
  return <LifeStoryTimeline story={useAssetStory(id)} here={managePaths.asset(id)} />;
}

/** One asset: what is recorded, what may be done with it now, and what happened to it. */
export default function AssetDetailsScreen({ match }: ScreenProps) {
  const { t } = useTranslation(['manage-assets', 'manage']);
  const asset = useAsset(match.params.ID ?? '');
  const shown = asset.data;
  return (
    <ManageFrame
      title={shown?.assetTag ?? t('details.title')}
      lead={shown && [shown.manufacturer, shown.model].filter(Boolean).join(' ') + (shown.archived ? ` · ${t('details.archived')}` : '')}
      actions={shown && <AssetActions asset={shown} />}
    >
      <QueryView query={asset}>
        {(data) => (
          <>
            <section className="panel" aria-labelledby="asset-facts">
              <h2 id="asset-facts">{t('details.facts')}</h2>
              <AssetFacts asset={data} />
            </section>
            <section className="panel" aria-labelledby="asset-photo">
              <h2 id="asset-photo">{t('photo.title')}</h2>
              <AssetPhotoPanel asset={data} />
            </section>
            <section className="panel" aria-labelledby="asset-story">
              <h2 id="asset-story">{t('manage:story.title')}</h2>
              <AssetStory id={data.id} />
            </section>
            <section className="panel" aria-labelledby="asset-activity">
              <h2 id="asset-activity">{t('details.activity')}</h2>
              <AssetActivity assetId={data.id} />
            </section>
          </>
        )}
      </QueryView>
    </ManageFrame>
  );
}
