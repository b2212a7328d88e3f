import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { useLocation, useUpdateLocation } from '../queries/locations';
import { LocationForm } from './location-form';

/** shipmaster/update-address/{addressID}: changed against the version read. */
export default function UpdateAddressScreen({ match }: ScreenProps) {
  const { t } = useTranslation(['commerce-locations', 'commerce']);
  const id = match.params.addressID ?? '';
  const location = useLocation(id);
  const update = useUpdateLocation(id);
  return (
    <section className="screen locations" aria-labelledby="locations-title">
      <PageHeader title={location.data?.name ?? t('form.updateTitle')} titleId="locations-title" lead={t('form.lead')} />
      <QueryView query={location}>
        {(loaded) => (
          <section className="panel">
            <LocationForm
              key={loaded.version}
              location={loaded}
              save={(fields) => update.mutateAsync({ ...fields, version: loaded.version })}
            />
          </section>
        )}
      </QueryView>
    </section>
  );
}
