import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { QueryView } from '../../../../ui/kit/query-view';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { DeliveryPlace } from '../../application/ports/refresh-gateway';
import type { PersonSlotProps } from '../kinds/campaign-kind-ui';
import type { MenuAction } from '../pattern/menu-action';
import { PersonActionMenu } from '../pattern/person-action-menu';
import { ChoiceField } from '../../../../ui/kit/choice-field';
import { useDeliveryPlaces, useOrderKit } from '../queries/refresh';

/** Refresh Go's row menu: for a person who picked a kit and has no order yet, order it to an office or warehouse. */
export function RefreshGoPersonActions({ campaign, person }: PersonSlotProps) {
  const { t } = useTranslation('campaigns-refresh');
  const { kitId, newDevice, orderNumber } = person.data;
  const orderable = typeof kitId === 'string' && typeof orderNumber !== 'number';
  const actions: MenuAction[] = orderable
    ? [
        {
          id: 'order-kit',
          kind: 'dialog',
          label: t('go.order'),
          title: t('go.orderTitle', { kit: String(newDevice), name: person.name }),
          content: (close) => <OrderKitForm campaignId={campaign.id} person={person} close={close} />,
        },
      ]
    : [];
  return <PersonActionMenu campaign={campaign} person={person} actions={actions} />;
}

function OrderKitForm({ campaignId, person, close }: { campaignId: string; person: PersonSlotProps['person']; close: () => void }) {
  const { t } = useTranslation('campaigns-refresh');
  const places = useDeliveryPlaces();
  return (
    <QueryView query={places} isEmpty={(data) => data.items.length === 0} empty={t('go.noPlaces')}>
      {(data) => <PlaceChoice campaignId={campaignId} person={person} places={data.items} close={close} />}
    </QueryView>
  );
}

/** The default shipping address is chosen first; the order is paid by the company and shows in Manage Orders. */
function PlaceChoice({ campaignId, person, places, close }: { campaignId: string; person: PersonSlotProps['person']; places: readonly DeliveryPlace[]; close: () => void }) {
  const { t } = useTranslation('campaigns-refresh');
  const [placeId, setPlaceId] = useState(places[0]!.id);
  const order = useOrderKit(campaignId, person.id);
  const submit = useSubmit(async () => {
    await order.mutateAsync({ placeId, version: person.version });
    close();
  });
  return (
    <Form className="form" onSubmit={(event) => void submit.onSubmit(event)}>
      <p>{t('go.orderHint')}</p>
      <ChoiceField label={t('go.sendTo')} value={placeId} options={places.map((place) => ({ value: place.id, label: `${place.name}, ${place.city}` }))} onChange={setPlaceId} />
      <FormError>{submit.error}</FormError>
      <FormButtons cancel={{ onPress: close }} pending={submit.pending} submitLabel={t('go.order')} />
    </Form>
  );
}
