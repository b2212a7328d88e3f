import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { Money, TimeText } from '../../../../ui/kit/display';
import { FormError } from '../../../../ui/kit/form-error';
import { PageHeader } from '../../../../ui/kit/page-header';
import { RadioGroupField } from '../../../../ui/kit/radio-group-field';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { EmptyState, LoadingState } from '../../../../ui/kit/states';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { DeviceDiagnostic, RefreshDiagnostic } from '../../application/ports/refresh-gateway';
import type { ChargeMethod } from '../../domain/refresh-offer';
import { useAcceptOffer, useAnswerDiagnostic, useDeclineOffer, useRefreshDiagnostic } from '../queries/refresh';
import { ConditionQuestionnaire } from './condition-questionnaire';
import { LinkProblem } from '../pattern/link-problem';

/** /refresh-buy-diagnostic/:link: an employee answers for each device, sees its grade and price, and buys it or not. */
export default function RefreshDiagnosticScreen({ match }: ScreenProps) {
  // The pattern's namespace loads with the page's (the link problem speaks it), so nothing suspends later.
  const { t } = useTranslation(['campaigns-refresh', 'campaigns-pattern']);
  const link = match.params.link ?? '';
  const diagnostic = useRefreshDiagnostic(link);
  return (
    <section className="screen campaigns refresh-public" aria-labelledby="refresh-diagnostic-title">
      <PageHeader
        title={diagnostic.data?.campaignName ?? t('diagnostic.title')}
        titleId="refresh-diagnostic-title"
        lead={diagnostic.data && t('diagnostic.lead', { name: diagnostic.data.personName })}
      />
      {diagnostic.isPending && <LoadingState />}
      {diagnostic.isError && <LinkProblem error={diagnostic.error} onRetry={() => void diagnostic.refetch()} />}
      {diagnostic.data &&
        (diagnostic.data.devices.length === 0 ? (
          <EmptyState title={t('diagnostic.noDevices')} />
        ) : (
          diagnostic.data.devices.map((device) => <DeviceCard key={device.deviceId} link={link} page={diagnostic.data} device={device} />)
        ))}
    </section>
  );
}

function DeviceCard({ link, page, device }: { link: string; page: RefreshDiagnostic; device: DeviceDiagnostic }) {
  const { t } = useTranslation('campaigns-refresh');
  const { problemText } = useProblemText();
  const answer = useAnswerDiagnostic(link);
  const [failure, setFailure] = useState<string | null>(null);
  const [again, setAgain] = useState(false);
  const asking = device.state === 'unanswered' || device.expired || again;
  const headingId = `refresh-device-${device.deviceId}`;
  return (
    <article className="card refresh-device" aria-labelledby={headingId}>
      <h2 id={headingId} className="refresh-device__title">
        {device.model}
        {device.assetTag && <span className="muted"> · {device.assetTag}</span>}
      </h2>
      <p className="muted">{t('diagnostic.age', { band: t(`ageBands.${device.ageBand}`) })}</p>
      {device.expired && <p role="status">{t('offer.expired')}</p>}
      {asking ? (
        <ConditionQuestionnaire
          initial={device.answers}
          isPending={answer.isPending}
          onSubmit={(answers) => {
            setFailure(null);
            answer.mutate(
              { deviceId: device.deviceId, answers },
              { onSuccess: () => setAgain(false), onError: (error) => setFailure(problemText(error)) },
            );
          }}
        />
      ) : (
        <Offer link={link} chargeMethods={page.chargeMethods} device={device} onAnswerAgain={() => setAgain(true)} />
      )}
      <FormError>{failure}</FormError>
    </article>
  );
}

function Offer({
  link,
  chargeMethods,
  device,
  onAnswerAgain,
}: {
  link: string;
  chargeMethods: readonly ChargeMethod[];
  device: DeviceDiagnostic;
  onAnswerAgain: () => void;
}) {
  const { t } = useTranslation('campaigns-refresh');
  const { problemText } = useProblemText();
  const accept = useAcceptOffer(link);
  const decline = useDeclineOffer(link);
  const [method, setMethod] = useState<ChargeMethod | null>(chargeMethods.length === 1 ? chargeMethods[0]! : null);
  const [failure, setFailure] = useState<string | null>(null);
  const onError = (error: unknown) => setFailure(problemText(error));
  return (
    <div className="refresh-offer">
      <dl className="refresh-offer__facts">
        <div>
          <dt>{t('offer.grade')}</dt>
          <dd>
            <strong className="refresh-grade">{device.grade}</strong> <span className="muted">{device.grade && t(`grades.${device.grade}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('offer.price')}</dt>
          <dd className="refresh-offer__price">{device.price === null ? t('offer.noRule') : <Money cents={device.price} />}</dd>
        </div>
        {device.expiresAt && device.state === 'priced' && (
          <div>
            <dt>{t('offer.expires')}</dt>
            <dd>
              <TimeText at={device.expiresAt} />
            </dd>
          </div>
        )}
      </dl>
      {device.state === 'accepted' && (
        <p role="status" className="refresh-offer__outcome">
          {t('offer.accepted', { method: t(`chargeMethods.${device.chargeMethod ?? 'payroll'}`) })}
        </p>
      )}
      {device.state === 'declined' && (
        <p role="status" className="refresh-offer__outcome">
          {t('offer.declined')}
        </p>
      )}
      {device.state === 'priced' && (
        <>
          {chargeMethods.length > 1 && (
            <RadioGroupField
              label={t('offer.payWith')}
              value={method}
              onChange={setMethod}
              options={chargeMethods.map((each) => ({ value: each, label: t(`chargeMethods.${each}`) }))}
              isRequired
            />
          )}
          {chargeMethods.length === 1 && <p>{t('offer.chargedBy', { method: t(`chargeMethods.${chargeMethods[0]!}`) })}</p>}
          <div className="refresh-offer__buttons">
            <RippleButton
              className="button button--primary"
              isDisabled={!method}
              isPending={accept.isPending}
              onPress={() => method && accept.mutate({ deviceId: device.deviceId, chargeMethod: method }, { onError })}
            >
              {t('offer.accept')}
            </RippleButton>
            <RippleButton className="button" isPending={decline.isPending} onPress={() => decline.mutate(device.deviceId, { onError })}>
              {t('offer.decline')}
            </RippleButton>
          </div>
        </>
      )}
      {(device.state === 'priced' || device.state === 'awaiting-price') && (
        <RippleButton className="button button--link" onPress={onAnswerAgain}>
          {t('offer.answerAgain')}
        </RippleButton>
      )}
      <FormError>{failure}</FormError>
    </div>
  );
}
