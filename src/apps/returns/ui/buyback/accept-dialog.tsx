import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormError } from '../../../../ui/kit/form-error';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { TextInput } from '../../../../ui/kit/text-input';
import type { Buyback, SenderAddress } from '../../application/ports/buyback-gateway';
import { useAcceptQuote } from '../queries/buyback';
import { buybackPaths } from './buyback-channel';

/** Accepting a quote asks where the device leaves from: its label's sender, and where a declined device goes back to. */
export function AcceptDialog({ buyback }: { buyback: Buyback }) {
  const { t } = useTranslation('returns-buyback');
  const [open, setOpen] = useState(false);
  return (
    <>
      <RippleButton className="button button--primary" onPress={() => setOpen(true)}>
        {t('quote.accept')}
      </RippleButton>
      <ModalDialog title={t('accept.title')} isOpen={open} onOpenChange={setOpen}>
        {() => <AcceptForm buyback={buyback} />}
      </ModalDialog>
    </>
  );
}

function AcceptForm({ buyback }: { buyback: Buyback }) {
  const { t } = useTranslation('returns-buyback');
  const { problemText, fieldProblemText } = useProblemText();
  const [, navigate] = useLocation();
  const accept = useAcceptQuote(buyback.channel);
  const [from, setFrom] = useState<SenderAddress>({ name: buyback.person.name, line1: '', city: '', postcode: '', country: 'DE' });
  const [failure, setFailure] = useState<unknown>(null);
  const field = (name: 'name' | 'line1' | 'city' | 'postcode' | 'country') => (
    <TextInput label={t(`accept.${name}`)} value={from[name]} onChange={(value) => setFrom({ ...from, [name]: value })} isRequired error={failure ? fieldProblemText(failure, `from.${name}`) : undefined} />
  );
  return (
    <form
      className="buyback-condition"
      aria-label={t('accept.title')}
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        accept.mutate(
          { id: buyback.id, version: buyback.version, from },
          { onError: setFailure, onSuccess: (placed) => navigate(buybackPaths.thankYou(buyback.channel, placed.buyback.order!.id)) },
        );
      }}
    >
      <p className="muted">{t('accept.lead')}</p>
      {field('name')}
      {field('line1')}
      {field('postcode')}
      {field('city')}
      {field('country')}
      <RippleButton type="submit" className="button button--primary" isPending={accept.isPending}>
        {t('accept.submit')}
      </RippleButton>
      <FormError>{failure ? problemText(failure) : null}</FormError>
    </form>
  );
}
