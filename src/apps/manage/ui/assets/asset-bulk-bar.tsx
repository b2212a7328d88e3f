import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { BulkOutcome } from '../../../../application/ports/list-page';
import { managePaths } from '../../domain/paths';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useBulkArchiveAssets } from '../queries/use-assets';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import { BulkEditDialog } from './bulk-edit-dialog';
import { BulkOutcomeReport } from './bulk-outcome-report';

/**
 * What can be done to the chosen assets at once. `selected` maps each chosen id to its tag, so the report
 * can name refused assets that are no longer on the page.
 */
export function AssetBulkBar({ selected, onDone }: { selected: ReadonlyMap<string, string>; onDone: () => void }) {
  const { t } = useTranslation(['manage-assets', 'manage']);
  const [report, setReport] = useState<{ outcome: BulkOutcome; tags: ReadonlyMap<string, string> } | null>(null);
  const bulkArchive = useBulkArchiveAssets();
  const ids = [...selected.keys()];
  const finish = (outcome: BulkOutcome) => {
    setReport({ outcome, tags: selected });
    onDone();
  };
  return (
    <>
      {report && <BulkOutcomeReport outcome={report.outcome} tags={report.tags} />}
      {ids.length > 0 && (
        <div className="bulk-bar" role="region" aria-label={t('bulk.label')}>
          <span>{t('kit:list.selected', { count: ids.length })}</span>
          <BulkEditDialog ids={ids} onOutcome={finish} />
          <ConfirmAction
            label={t('bulk.archive')}
            title={t('bulk.archiveTitle', { count: ids.length })}
            confirmLabel={t('manage:actions.archive')}
            destructive
            onConfirm={async () => finish(await bulkArchive.mutateAsync(ids))}
          >
            {t('bulk.archiveBody')}
          </ConfirmAction>
          <Link className="button" href={managePaths.labels(ids)}>
            {t('bulk.labels')}
          </Link>
          <RippleButton className="button button--link" onPress={onDone}>
            {t('kit:list.clearSelection')}
          </RippleButton>
        </div>
      )}
    </>
  );
}
