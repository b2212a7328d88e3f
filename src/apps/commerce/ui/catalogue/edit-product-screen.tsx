import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { QueryView } from '../../../../ui/kit/query-view';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { AdminProductDetail, CatalogueOptions } from '../../application/ports/catalogue-gateway';
import type { Store } from '../../domain/catalogue-terms';
import { useAdminProduct, useCatalogueOptions, useUpdateProduct } from '../queries/catalogue';
import { CatalogueFrame } from './catalogue-frame';
import { cataloguePaths, configuredStoreOf } from './catalogue-paths';
import { ProductForm, useProductDraft } from './product-form';
import { formValuesOf } from './product-form-values';
import { ProductImages } from './product-images';
import { LinkedStock } from './linked-stock';
import { StockLevels } from './stock-levels';

function EditForm({ store, product, options }: { store: Store; product: AdminProductDetail; options: CatalogueOptions }) {
  const { t } = useTranslation('commerce-catalogue');
  const [, navigate] = useLocation();
  const paths = cataloguePaths(store);
  const update = useUpdateProduct(store, product.id);
  const isKit = product.kind === 'kit';
  // Kit components may be any product; the kit's own ones are kept even when the options no longer list them.
  const choices = { ...options, products: [...options.products, ...product.components.filter((c) => !options.products.some((p) => p.id === c.productId)).map((c) => ({ id: c.productId, name: c.name }))] };
  const draft = useProductDraft(formValuesOf(product, options.currency), isKit);
  const submit = useSubmit(async () => {
    const fields = draft.read();
    if (!fields) return;
    const { components, accessoryId, ...changes } = fields;
    await update.mutateAsync({ ...changes, ...(isKit ? { components } : { accessoryId }), version: product.version });
    navigate(paths.home);
  });
  return (
    <section className="panel">
      <ProductForm
        store={store}
        draft={draft}
        options={choices}
        withComponents={isKit}
        fieldError={submit.fieldError}
        error={submit.error}
        pending={submit.pending}
        submitLabel={t('form.save')}
        cancelHref={paths.home}
        onSubmit={submit.onSubmit}
      />
    </section>
  );
}

/** edit-product/{id}: the product's fields, its images and its stock per location, back to the configure page once saved. */
export default function EditProductScreen({ match }: ScreenProps) {
  const { t } = useTranslation(['commerce-catalogue', 'commerce']);
  const store = configuredStoreOf(match);
  const id = match.params.id ?? '';
  const product = useAdminProduct(store, id);
  const options = useCatalogueOptions(store);
  const paths = cataloguePaths(store);
  return (
    <CatalogueFrame
      store={store}
      title={product.data?.name ?? t('form.editTitle')}
      lead={t('form.editLead')}
      actions={
        <Link href={paths.stockHistory(id)} className="button">
          {t('home.history')}
        </Link>
      }
    >
      <QueryView query={product}>
        {(loaded) => (
          <div className="catalogue-edit">
            <QueryView query={options}>{(choices) => <EditForm key={loaded.id} store={store} product={loaded} options={choices} />}</QueryView>
            <aside className="catalogue-edit__side">
              <ProductImages store={store} product={loaded} />
              <section className="panel" aria-labelledby="catalogue-stock-title">
                <h2 id="catalogue-stock-title">{t('stock.title')}</h2>
                {loaded.kind === 'kit' ? (
                  <p className="muted">{t('stock.kitAvailable', { count: loaded.available })}</p>
                ) : loaded.accessory ? (
                  <LinkedStock accessory={loaded.accessory} />
                ) : (
                  <StockLevels stock={loaded.stock} />
                )}
              </section>
            </aside>
          </div>
        )}
      </QueryView>
    </CatalogueFrame>
  );
}
