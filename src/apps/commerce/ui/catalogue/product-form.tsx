import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { NotesField } from '../../../../ui/kit/notes-field';
import { SelectField } from '../../../../ui/kit/select-field';
import { TextInput } from '../../../../ui/kit/text-input';
import { ROLES, type Role } from '../../../../domain/session/roles';
import type { CatalogueOptions } from '../../application/ports/catalogue-gateway';
import { CONDITIONS, CURRENCIES, type Store } from '../../domain/catalogue-terms';
import { fieldsOf, type DraftFields, type ProductFormValues, type Unreadable } from './product-form-values';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';

/** The typed values of a product form, and the fields to send once they all read as meant. */
export function useProductDraft(initial: ProductFormValues, withComponents: boolean) {
  const [opened] = useState(initial);
  const [values, setValues] = useState(initial);
  const [unreadable, setUnreadable] = useState<readonly Unreadable[]>([]);
  return {
    values,
    /** The values the form opened with: leaving with others asks first. */
    opened,
    unreadable,
    change: (patch: Partial<ProductFormValues>) => {
      setValues((before) => ({ ...before, ...patch }));
      setUnreadable((before) => before.filter((field) => !(field in patch)));
    },
    read: (): DraftFields | null => {
      const read = fieldsOf(values, withComponents);
      setUnreadable('unreadable' in read ? read.unreadable : []);
      return 'fields' in read ? read.fields : null;
    },
  };
}

type ProductDraft = ReturnType<typeof useProductDraft>;

/** Add product, add kit and edit product share these fields; a kit adds its components, Device Hub the condition. */
export function ProductForm({
  store,
  draft,
  options,
  withComponents,
  fieldError,
  error,
  pending,
  submitLabel,
  cancelHref,
  onSubmit,
}: {
  store: Store;
  draft: ProductDraft;
  options: CatalogueOptions;
  withComponents: boolean;
  fieldError: (field: string) => string | undefined;
  error: string | null;
  pending: boolean;
  submitLabel: string;
  cancelHref: string;
  onSubmit: (event: FormEvent) => void;
}) {
  const { t } = useTranslation(['commerce-catalogue', 'commerce']);
  const { values, change, unreadable } = draft;
  useUnsavedValues(values, draft.opened, pending);
  const errorOf = (field: string) => (unreadable.includes(field as Unreadable) ? t(`form.unreadable.${field}`) : fieldError(field));
  const toggleRole = (role: Role, on: boolean) =>
    change({ visibleToRoles: on ? [...values.visibleToRoles, role] : values.visibleToRoles.filter((each) => each !== role) });
  const setSpec = (index: number, patch: Partial<{ name: string; value: string }>) =>
    change({ specs: values.specs.map((spec, at) => (at === index ? { ...spec, ...patch } : spec)) });
  const setComponent = (index: number, patch: Partial<{ productId: string; quantity: string }>) =>
    change({ components: values.components.map((component, at) => (at === index ? { ...component, ...patch } : component)) });
  return (
    // aria, not native: a field the server refused must not block the corrected form from being sent again.
    <Form className="form" validationBehavior="aria" onSubmit={onSubmit}>
      <div className="form-grid">
        <TextInput label={t('form.name')} value={values.name} onChange={(name) => change({ name })} error={errorOf('name')} isRequired />
        <SelectField label={t('form.category')} value={values.categoryId} onChange={(categoryId) => change({ categoryId })} emptyLabel={t('form.noCategory')} error={errorOf('categoryId')}>
          {options.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <TextInput
          label={t('form.price')}
          value={values.price}
          onChange={(price) => change({ price })}
          error={errorOf('price') ?? errorOf('priceMinor')}
          inputMode="decimal"
          description={t('form.priceHint')}
          isRequired
        />
        <SelectField label={t('form.currency')} value={values.currency} onChange={(currency) => change({ currency: currency as ProductFormValues['currency'] })} error={errorOf('currency')}>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </SelectField>
        {store === 'devicehub' && (
          <SelectField label={t('form.condition')} value={values.condition} onChange={(condition) => change({ condition: condition as ProductFormValues['condition'] })} emptyLabel={t('form.noCondition')} error={errorOf('condition')}>
            {CONDITIONS.map((condition) => (
              <option key={condition} value={condition}>
                {t(`conditions.${condition}`)}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <NotesField label={t('form.description')} value={values.description} onChange={(description) => change({ description })} error={errorOf('description')} />
      <fieldset className="catalogue-fieldset">
        <legend>{t('form.visibility')}</legend>
        <p className="muted">{t('form.visibilityHint')}</p>
        <div className="catalogue-checks">
          {ROLES.map((role) => (
            <label key={role} className="catalogue-check">
              <input type="checkbox" className="checkbox" checked={values.visibleToRoles.includes(role)} onChange={(event) => toggleRole(role, event.target.checked)} />
              {t(`roles.${role}`)}
            </label>
          ))}
        </div>
        <label className="catalogue-check">
          <input type="checkbox" className="checkbox" checked={values.active} onChange={(event) => change({ active: event.target.checked })} />
          {t('form.active')}
        </label>
      </fieldset>
      {!withComponents && (
        <fieldset className="catalogue-fieldset">
          <legend>{t('form.stock')}</legend>
          <p className="muted">{t('form.stockHint')}</p>
          <SelectField label={t('form.accessory')} value={values.accessoryId} onChange={(accessoryId) => change({ accessoryId })} emptyLabel={t('form.ownStock')} error={errorOf('accessoryId')}>
            {options.accessories.map((accessory) => (
              <option key={accessory.id} value={accessory.id}>
                {t('form.accessoryOption', { name: accessory.name, available: accessory.available, total: accessory.total })}
              </option>
            ))}
          </SelectField>
        </fieldset>
      )}
      {withComponents && (
        <fieldset className="catalogue-fieldset">
          <legend>{t('form.components')}</legend>
          {values.components.map((component, index) => (
            <div key={index} className="catalogue-row">
              <SelectField label={t('form.component', { number: index + 1 })} value={component.productId} onChange={(productId) => setComponent(index, { productId })} emptyLabel={t('form.chooseProduct')}>
                {options.products.map((product) => (
                  <option key={product.id} value={product.id}>
                    {product.name}
                  </option>
                ))}
              </SelectField>
              <TextInput label={t('form.quantity', { number: index + 1 })} value={component.quantity} onChange={(quantity) => setComponent(index, { quantity })} inputMode="numeric" />
              <RippleButton className="button button--ghost" onPress={() => change({ components: values.components.filter((_, at) => at !== index) })}>
                {t('form.removeComponent', { number: index + 1 })}
              </RippleButton>
            </div>
          ))}
          <RippleButton className="button" onPress={() => change({ components: [...values.components, { productId: '', quantity: '1' }] })}>
            {t('form.addComponent')}
          </RippleButton>
          <FormError>{errorOf('components') ?? null}</FormError>
        </fieldset>
      )}
      <fieldset className="catalogue-fieldset">
        <legend>{t('form.specs')}</legend>
        {values.specs.map((spec, index) => (
          <div key={index} className="catalogue-row">
            <TextInput label={t('form.specName', { number: index + 1 })} value={spec.name} onChange={(name) => setSpec(index, { name })} error={errorOf(`specs.${index}.name`)} />
            <TextInput label={t('form.specValue', { number: index + 1 })} value={spec.value} onChange={(value) => setSpec(index, { value })} error={errorOf(`specs.${index}.value`)} />
            <RippleButton className="button button--ghost" onPress={() => change({ specs: values.specs.filter((_, at) => at !== index) })}>
              {t('form.removeSpec', { number: index + 1 })}
            </RippleButton>
          </div>
        ))}
        <RippleButton className="button" onPress={() => change({ specs: [...values.specs, { name: '', value: '' }] })}>
          {t('form.addSpec')}
        </RippleButton>
      </fieldset>
      <FormError>{error}</FormError>
      <FormButtons cancel={{ href: cancelHref }} submitLabel={submitLabel} pending={pending} />
    </Form>
  );
}
