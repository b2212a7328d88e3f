import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../ui/kit/form-error';
import { PageHeader } from '../../../../ui/kit/page-header';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { QueryView } from '../../../../ui/kit/query-view';
import { useSessionInfo } from '../../../../ui/queries/use-session-info';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { Buyback } from '../../application/ports/buyback-gateway';
import { useBuyback, useBuybackLiveUpdates, useEditCondition } from '../queries/buyback';
import { BuybackCard } from './buyback-card';
import { channelOf } from './buyback-channel';
import { ConditionForm } from './condition-form';
import { DeskPanel } from './desk-panel';

/**
 * edit/:itemID: one buyback. Its person changes the declared condition while the quote is not accepted (priced again)
 * and answers a counter-offer; an admin opens the same page with the desk's actions (the asset's story links here).
 */
export default function BuybackEditScreen({ match }: ScreenProps) {
  const channel = channelOf({ match });
  const { t } = useTranslation('returns-buyback');
  const { isAdministrator, data: session } = useSessionInfo();
  const id = match.params.itemID ?? '';
  useBuybackLiveUpdates();
  const buyback = useBuyback(channel, id, session ? isAdministrator : null);
  return (
    <section className="screen buyback" aria-labelledby="buyback-edit-title">
      <PageHeader title={t('edit.title')} titleId="buyback-edit-title" lead={buyback.data && `${buyback.data.asset.model} · ${buyback.data.asset.tag}`} />
      <QueryView query={buyback}>
        {(data) => (
          <div className="buyback-edit">
            <BuybackCard buyback={data} showEdit={false} />
            {data.status === 'quoted' && data.person.id === session?.user.id && <EditCondition buyback={data} />}
            {isAdministrator && <DeskPanel buyback={data} />}
          </div>
        )}
      </QueryView>
    </section>
  );
}

function EditCondition({ buyback }: { buyback: Buyback }) {
  const { t } = useTranslation('returns-buyback');
  const { problemText } = useProblemText();
  const edit = useEditCondition(buyback.channel);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <section className="card" aria-labelledby="buyback-condition-title">
      <h2 id="buyback-condition-title">{t('edit.condition')}</h2>
      <p className="muted">{t('edit.lead')}</p>
      <ConditionForm
        key={buyback.version}
        initial={buyback.condition}
        pending={edit.isPending}
        submitLabel={t('edit.requote')}
        onSubmit={(condition) => {
          setFailure(null);
          edit.mutate({ id: buyback.id, condition, version: buyback.version }, { onError: (error) => setFailure(problemText(error)) });
        }}
      />
      <FormError>{failure}</FormError>
    </section>
  );
}
