import { useState } from 'react';
import { DialogTrigger, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';
import { QueryView } from '../../../../ui/kit/query-view';
import { RecordTable } from '../../../../ui/kit/record-table';
import { EmptyState } from '../../../../ui/kit/states';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { AdminCategory, CategoryFields } from '../../application/ports/catalogue-gateway';
import { categorySlugOf, isCategorySlug, type Store } from '../../domain/catalogue-terms';
import { useCategories, useCreateCategory, useDeleteCategory, useUpdateCategory } from '../queries/catalogue';

/**
 * A category's name and slug. While the slug was never typed in, it follows the name; the slug is checked here
 * first, and whatever the server refuses (a slug another category has) is shown at its field, the typing kept.
 */
function CategoryForm({
  initial,
  submitLabel,
  save,
  onSaved,
  onCancel,
}: {
  initial: CategoryFields | null;
  submitLabel: string;
  save: (fields: CategoryFields) => Promise<unknown>;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('commerce-catalogue');
  const [name, setName] = useState(initial?.name ?? '');
  const [slug, setSlug] = useState(initial?.slug ?? '');
  const [slugTyped, setSlugTyped] = useState(initial !== null);
  const [badSlug, setBadSlug] = useState(false);
  const shownSlug = slugTyped ? slug : categorySlugOf(name);
  const submit = useSubmit(async () => {
    const fields = { name: name.trim(), slug: shownSlug.trim() };
    setBadSlug(!isCategorySlug(fields.slug));
    if (!isCategorySlug(fields.slug)) return;
    await save(fields);
    setName('');
    setSlug('');
    setSlugTyped(initial !== null);
    onSaved();
  });
  return (
    <Form className="form" validationBehavior="aria" onSubmit={submit.onSubmit} aria-label={submitLabel}>
      <div className="form-grid">
        <TextInput label={t('categories.name')} value={name} onChange={setName} isRequired error={submit.fieldError('name')} />
        <TextInput
          label={t('categories.slug')}
          value={shownSlug}
          onChange={(value) => {
            setSlug(value);
            setSlugTyped(true);
            setBadSlug(false);
          }}
          isRequired
          description={t('categories.slugHint')}
          error={badSlug ? t('categories.slugFormat') : submit.fieldError('slug')}
        />
      </div>
      <FormError>{submit.error}</FormError>
      <FormButtons {...(onCancel && { cancel: { onPress: onCancel } })} submitLabel={submitLabel} pending={submit.pending} isDisabled={name.trim() === ''} />
    </Form>
  );
}

function EditCategoryDialog({ store, category }: { store: Store; category: AdminCategory }) {
  const { t } = useTranslation('commerce-catalogue');
  const update = useUpdateCategory(store, category.id);
  return (
    <DialogTrigger>
      <RippleButton className="button button--ghost">{t('categories.edit', { name: category.name })}</RippleButton>
      <ModalDialog title={t('categories.editTitle', { name: category.name })}>
        {(close) => (
          <CategoryForm
            initial={category}
            submitLabel={t('categories.save')}
            save={(fields) => update.mutateAsync({ ...fields, version: category.version })}
            onSaved={close}
            onCancel={close}
          />
        )}
      </ModalDialog>
    </DialogTrigger>
  );
}

/** Removing a category keeps its products, without one; the dialog says how many. */
function DeleteCategoryAction({ store, category }: { store: Store; category: AdminCategory }) {
  const { t } = useTranslation('commerce-catalogue');
  const remove = useDeleteCategory(store, category.id);
  return (
    <ConfirmAction
      label={t('categories.delete')}
      ariaLabel={t('categories.deleteOf', { name: category.name })}
      title={t('categories.deleteTitle', { name: category.name })}
      confirmLabel={t('categories.delete')}
      destructive
      onConfirm={() => remove.mutateAsync(category.version)}
    >
      {t('categories.deleteText', { count: category.productCount })}
    </ConfirmAction>
  );
}

/** The store's categories with how many products each holds: add one, rename one, change its slug, or remove one. */
export function CategoriesSection({ store }: { store: Store }) {
  const { t } = useTranslation('commerce-catalogue');
  const categories = useCategories(store);
  const create = useCreateCategory(store);
  const [added, setAdded] = useState<string | null>(null);
  return (
    <div className="catalogue-categories">
      <section className="panel" aria-labelledby="catalogue-add-category">
        <h2 id="catalogue-add-category">{t('categories.addTitle')}</h2>
        <CategoryForm
          initial={null}
          submitLabel={t('categories.add')}
          save={async (fields) => setAdded((await create.mutateAsync(fields)).name)}
          onSaved={() => undefined}
        />
        <p className="muted" role="status">
          {added && t('categories.added', { name: added })}
        </p>
      </section>
      <QueryView query={categories}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState>{t('categories.empty')}</EmptyState>
          ) : (
            <RecordTable
              label={t('categories.tableLabel')}
              rows={items}
              rowKey={(category) => category.id}
              columns={[
                { header: t('categories.name'), cell: (category) => category.name },
                { header: t('categories.slug'), cell: (category) => <code>{category.slug}</code> },
                { header: t('categories.products'), cell: (category) => category.productCount },
                {
                  header: t('categories.actions'),
                  hiddenHeader: true,
                  cell: (category) => (
                    <div className="catalogue-categories__actions">
                      <EditCategoryDialog store={store} category={category} />
                      <DeleteCategoryAction store={store} category={category} />
                    </div>
                  ),
                },
              ]}
            />
          )
        }
      </QueryView>
    </div>
  );
}
