import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { QueryView } from '../../../../ui/kit/query-view';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { CatalogueOptions } from '../../application/ports/catalogue-gateway';
import type { Store } from '../../domain/catalogue-terms';
import { useCatalogueOptions, useCreateKit, useCreateProduct } from '../queries/catalogue';
import { CatalogueFrame } from './catalogue-frame';
import { cataloguePaths, configuredStoreOf } from './catalogue-paths';
import { ProductForm, useProductDraft } from './product-form';
import { formValuesOf } from './product-form-values';

function NewProductForm({ store, options, isKit }: { store: Store; options: CatalogueOptions; isKit: boolean }) {
  const { t } = useTranslation('commerce-catalogue');
  const [, navigate] = useLocation();
  const paths = cataloguePaths(store);
  const createProduct = useCreateProduct(store);
  const createKit = useCreateKit();
  const draft = useProductDraft(formValuesOf(null, options.currency), isKit);
  const submit = useSubmit(async () => {
    const fields = draft.read();
    if (!fields) return;
    const { components, accessoryId, ...common } = fields;
    const created = isKit ? await createKit.mutateAsync({ ...common, components }) : await createProduct.mutateAsync({ ...common, accessoryId });
    // Straight on to the new product's page, where its images are added.
    navigate(paths.editProduct(created.id));
  });
  return (
    <section className="panel">
      <ProductForm
        store={store}
        draft={draft}
        options={options}
        withComponents={isKit}
        fieldError={submit.fieldError}
        error={submit.error}
        pending={submit.pending}
        submitLabel={t(isKit ? 'form.createKit' : 'form.create')}
        cancelHref={paths.home}
        onSubmit={submit.onSubmit}
      />
    </section>
  );
}

/** add-product and add-kit: a new product (or Device Hub kit), back to the configure page once saved. */
export default function AddProductScreen({ match }: ScreenProps) {
  const { t } = useTranslation(['commerce-catalogue', 'commerce']);
  const store = configuredStoreOf(match);
  const isKit = match.route.name.endsWith('add-kit');
  const options = useCatalogueOptions(store);
  return (
    <CatalogueFrame store={store} title={t(isKit ? 'form.addKitTitle' : 'form.addTitle')} lead={t(isKit ? 'form.addKitLead' : 'form.addLead')}>
      <QueryView query={options}>{(data) => <NewProductForm store={store} options={data} isKit={isKit} />}</QueryView>
    </CatalogueFrame>
  );
}
