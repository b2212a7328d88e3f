import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../ui/kit/page-header';
import { useCreateLocation } from '../queries/locations';
import { LocationForm } from './location-form';

/** shipmaster/add-address. */
export default function AddAddressScreen() {
  const { t } = useTranslation(['commerce-locations', 'commerce']);
  const create = useCreateLocation();
  return (
    <section className="screen locations" aria-labelledby="locations-title">
      <PageHeader title={t('form.addTitle')} titleId="locations-title" lead={t('form.lead')} />
      <section className="panel">
        <LocationForm location={null} save={(fields) => create.mutateAsync(fields)} />
      </section>
    </section>
  );
}
