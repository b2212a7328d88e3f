import { useTranslation } from 'react-i18next';
import type { AccessoryDetails } from '../../application/ports/accessories-gateway';
import { FormError } from '../../../../ui/kit/form-error';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useCheckInAccessory } from '../queries/use-accessories';
import { formatTimestamp } from '../../../../ui/kit/format';
import { RecordTable } from '../../../../ui/kit/record-table';
import { useProblemText } from '../../../../ui/kit/problem-text';

/** Who holds units of the accessory, each check-out with its own check-in. */
export function AccessoryCheckouts({ details, onCheckedIn }: { details: AccessoryDetails; onCheckedIn: (after: AccessoryDetails) => void }) {
  const { t, i18n } = useTranslation(['manage-accessories', 'manage']);
  const { problemText } = useProblemText();
  const checkIn = useCheckInAccessory();
  return (
    <section className="panel" aria-labelledby="accessory-holders">
      <h2 id="accessory-holders">{t('checkouts.title')}</h2>
      <p>{t('stock.availableOf', { available: details.available, total: details.total })}</p>
      {details.reserved > 0 && <p className="muted">{t('stock.reservedForOrders', { count: details.reserved })}</p>}
      <FormError>{checkIn.error && problemText(checkIn.error)}</FormError>
      {details.checkouts.length === 0 ? (
        <p className="empty-state">{t('checkouts.empty')}</p>
      ) : (
        <RecordTable
          label={t('checkouts.title')}
          rows={details.checkouts}
          rowKey={(checkout) => checkout.id}
          columns={[
            { header: t('checkouts.person'), cell: (checkout) => checkout.person.name },
            { header: t('checkouts.quantity'), cell: (checkout) => checkout.quantity },
            { header: t('checkouts.at'), cell: (checkout) => formatTimestamp(checkout.at, i18n.language) },
            {
              header: t('checkouts.actions'),
              hiddenHeader: true,
              cell: (checkout) => (
                <RippleButton
                  className="button"
                  aria-label={t('checkouts.checkInLabel', { count: checkout.quantity, person: checkout.person.name })}
                  isPending={checkIn.isPending && checkIn.variables.checkoutId === checkout.id}
                  onPress={() => checkIn.mutate({ id: details.id, checkoutId: checkout.id }, { onSuccess: onCheckedIn })}
                >
                  {t('checkouts.checkIn')}
                </RippleButton>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
