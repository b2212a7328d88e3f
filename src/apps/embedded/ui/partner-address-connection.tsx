import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../ui/feedback/ripple-button';
import { FormButtons } from '../../../ui/kit/form-buttons';
import { FormError } from '../../../ui/kit/form-error';
import { QueryView } from '../../../ui/kit/query-view';
import { TextInput } from '../../../ui/kit/text-input';
import { useSubmit } from '../../../ui/kit/use-submit';
import { useApps, useSetAppFrame } from '../../../ui/queries/use-apps';
import { useUnsavedValues } from '../../../ui/routing/use-unsaved-changes';

/** The catalogue's own address of an embedded app: the portal's placeholder page until a partner's is set. */
const defaultOf = (slug: string) => `/embedded/${slug}`;

function AddressForm({ slug, current }: { slug: string; current: string }) {
  const { t } = useTranslation('embedded');
  const set = useSetAppFrame(slug);
  const isDefault = current === defaultOf(slug);
  const baseline = isDefault ? '' : current;
  const [address, setAddress] = useState(baseline);
  const save = useSubmit(() => set.mutateAsync(address.trim()));
  const reset = useSubmit(async () => {
    await set.mutateAsync(null);
    setAddress('');
  });
  useUnsavedValues({ address }, { address: baseline }, save.pending);
  return (
    <form onSubmit={(event) => void save.onSubmit(event)} className="stack">
      <p>{isDefault ? t('partner.usesDefault') : t('partner.usesOwn', { address: current })}</p>
      <TextInput
        label={t('partner.label')}
        description={t('partner.hint')}
        type="url"
        value={address}
        onChange={setAddress}
        isRequired
        maxLength={2000}
        error={save.fieldError('frameUrl') ?? undefined}
      />
      <FormError>{save.error ?? reset.error}</FormError>
      <FormButtons submitLabel={t('partner.save')} pending={save.pending} isDisabled={address.trim() === '' || address.trim() === baseline}>
        {!isDefault && (
          <RippleButton className="button" onPress={() => void reset.onSubmit()} isDisabled={reset.pending}>
            {t('partner.reset')}
          </RippleButton>
        )}
      </FormButtons>
    </form>
  );
}

/**
 * An embedded app's own connection: the partner's address its frame opens for the organisation (https, or the
 * portal's own), set by an admin on the app's integrations page; without one the frame opens the catalogue's.
 */
export default function PartnerAddressConnection({ slug }: { slug: string }) {
  const { t } = useTranslation('embedded');
  const apps = useApps();
  return (
    <section aria-labelledby="partner-address-title">
      <div className="app-connections__head">
        <div>
          <h2 id="partner-address-title">{t('partner.heading')}</h2>
          <p className="muted">{t('partner.lead')}</p>
        </div>
      </div>
      <QueryView query={apps}>
        {(list) => {
          const current = list.find((app) => app.slug === slug)?.frameUrl ?? defaultOf(slug);
          // A new address read back starts the form afresh from it.
          return <AddressForm key={current} slug={slug} current={current} />;
        }}
      </QueryView>
    </section>
  );
}
