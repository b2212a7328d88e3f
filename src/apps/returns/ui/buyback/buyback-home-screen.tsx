import { useEffect, useState } from 'react';
import { Dialog, Heading, Modal } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormError } from '../../../../ui/kit/form-error';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';
import { PageHeader } from '../../../../ui/kit/page-header';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { QueryView } from '../../../../ui/kit/query-view';
import { SectionTabs } from '../../../../ui/kit/section-tabs';
import { useSessionInfo } from '../../../../ui/queries/use-session-info';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { BuybackDevice } from '../../application/ports/buyback-gateway';
import { APPLE_TRADE_IN_SLUG, type BuybackChannel } from '../../domain/slug';
import { useBuybackDevices, useBuybackLiveUpdates, useDeskList, useMyBuybacks, useRequestQuote } from '../queries/buyback';
import { BuybackCard } from './buyback-card';
import { buybackPaths, channelOf } from './buyback-channel';
import { BuybackDesk } from './buyback-desk';
import { BuybackRulesForm } from './buyback-rules-form';
import { ConditionForm } from './condition-form';

type View = 'mine' | 'desk' | 'rules';

/**
 * /apps/buyback-devices and /apps/apple-trade-in: the devices the person holds, a quote for the condition they
 * declare, and their quotes and orders; the desk and the price rules for admins. Apple Trade In opens on its splash
 * screen and runs its flow in a modal (spec 2.4: flags `splash` and `mod`).
 */
export default function BuybackHomeScreen({ match }: ScreenProps) {
  const channel = channelOf({ match });
  const { t } = useTranslation('returns-buyback');
  const search = new URLSearchParams(useSearch());
  const { isAdministrator } = useSessionInfo();
  useBuybackLiveUpdates();
  const view: View = isAdministrator && (search.get('view') === 'desk' || search.get('view') === 'rules' || search.get('order')) ? ((search.get('view') as View | null) ?? 'desk') : 'mine';
  const [started, setStarted] = useState(false);
  const title = t(`title.${channel}`);
  if (channel === APPLE_TRADE_IN_SLUG) {
    return (
      <section className="screen buyback" aria-labelledby="buyback-title">
        <PageHeader title={title} titleId="buyback-title" />
        <div className="buyback-splash card">
          <h2>{t('splash.title')}</h2>
          <p>{t('splash.lead')}</p>
          <ol className="buyback-splash__steps">
            <li>{t('splash.step1')}</li>
            <li>{t('splash.step2')}</li>
            <li>{t('splash.step3')}</li>
          </ol>
          <RippleButton className="button button--primary" onPress={() => setStarted(true)}>
            {t('splash.start')}
          </RippleButton>
        </div>
        <Modal className="modal modal--center" isDismissable isOpen={started} onOpenChange={setStarted}>
          <Dialog className="dialog dialog--center dialog--large" aria-labelledby="trade-in-flow-title">
            <div className="dialog__header">
              <Heading slot="title" id="trade-in-flow-title" className="dialog__title">
                {title}
              </Heading>
              <RippleButton className="button button--ghost" onPress={() => setStarted(false)}>
                {t('close')}
              </RippleButton>
            </div>
            <div className="dialog__body">
              <SellFlow channel={channel} />
            </div>
          </Dialog>
        </Modal>
      </section>
    );
  }
  const base = buybackPaths.home(channel);
  return (
    <section className="screen buyback" aria-labelledby="buyback-title">
      <PageHeader title={title} titleId="buyback-title" lead={t('lead')} />
      {isAdministrator && (
        <SectionTabs
          label={t('views.label')}
          tabs={[
            { key: 'mine', label: t('views.mine'), href: base, current: view === 'mine' },
            { key: 'desk', label: t('views.desk'), href: `${base}?view=desk`, current: view === 'desk' },
            { key: 'rules', label: t('views.rules'), href: `${base}?view=rules`, current: view === 'rules' },
          ]}
        />
      )}
      {view === 'mine' && <SellFlow channel={channel} />}
      {view === 'desk' && <DeskView channel={channel} orderId={search.get('order')} />}
      {view === 'rules' && <BuybackRulesForm />}
    </section>
  );
}

/** Manage Orders links a buyback order here by its id: the desk opens the buyback it belongs to. */
function DeskView({ channel, orderId }: { channel: BuybackChannel; orderId: string | null }) {
  const [, navigate] = useLocation();
  const list = useDeskList(undefined, true);
  const target = orderId ? list.data?.items.find((each) => each.order?.id === orderId) : undefined;
  useEffect(() => {
    if (target) navigate(buybackPaths.edit(target.channel, target.id), { replace: true });
  }, [target, navigate]);
  return <BuybackDesk channel={channel} list={list} />;
}

/** The person's flow: their devices to sell, and their quotes and orders. */
function SellFlow({ channel }: { channel: BuybackChannel }) {
  const { t } = useTranslation('returns-buyback');
  const devices = useBuybackDevices(channel);
  const mine = useMyBuybacks(channel);
  return (
    <div className="buyback-flow">
      <section aria-labelledby="buyback-devices-title">
        <h2 id="buyback-devices-title">{t('devices.title')}</h2>
        <QueryView query={devices} isEmpty={(data) => data.items.length === 0} empty={t('devices.empty')}>
          {(data) => (
            <ul className="buyback-devices">
              {data.items.map((device) => (
                <DeviceRow key={device.assetId} channel={channel} device={device} />
              ))}
            </ul>
          )}
        </QueryView>
      </section>
      <section aria-labelledby="buyback-mine-title">
        <h2 id="buyback-mine-title">{t('mine.title')}</h2>
        <QueryView query={mine} isEmpty={(data) => data.items.length === 0} empty={t('mine.empty')}>
          {(data) => (
            <div className="buyback-list">
              {data.items.map((buyback) => (
                <BuybackCard key={buyback.id} buyback={buyback} />
              ))}
            </div>
          )}
        </QueryView>
      </section>
    </div>
  );
}

function DeviceRow({ channel, device }: { channel: BuybackChannel; device: BuybackDevice }) {
  const { t } = useTranslation('returns-buyback');
  const { problemText } = useProblemText();
  const quote = useRequestQuote(channel);
  const [failure, setFailure] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <li className="buyback-device card">
      <div>
        <strong>{device.model}</strong>
        <div className="muted">
          {device.assetTag}
          {device.serial && ` · ${device.serial}`}
        </div>
      </div>
      {device.refusal ? (
        <p className="muted">{t(`devices.refusal.${device.refusal}`)}</p>
      ) : (
        <>
          <RippleButton className="button button--primary" onPress={() => setOpen(true)}>
            {t('devices.sell')}
          </RippleButton>
          <ModalDialog title={t('devices.declare', { model: device.model })} side="end" isOpen={open} onOpenChange={setOpen}>
            {(close) => (
              <>
                <ConditionForm
                  initial={null}
                  pending={quote.isPending}
                  submitLabel={t('devices.getQuote')}
                  onSubmit={(condition) => {
                    setFailure(null);
                    quote.mutate({ assetId: device.assetId, condition }, { onSuccess: close, onError: (error) => setFailure(problemText(error)) });
                  }}
                />
                <FormError>{failure}</FormError>
              </>
            )}
          </ModalDialog>
        </>
      )}
    </li>
  );
}
