import type { z } from 'zod';
import type {
  AdminProductListQuery,
  CategoryInput,
  KitInput,
  ProductInput,
  UpdateCategoryRequest,
  UpdateCommerceSettingsRequest,
  UpdateProductRequest,
} from '../../../../contract/apps/commerce/catalogue-schemas';
import { CONFIGURE_SLUGS } from '../../../../contract/apps/commerce/catalogue-routes';
import type { UploadedFile } from '../../../../contract/descriptor';
import { MAX_PAGE_SIZE } from '../../../../contract/list';
import { STORES, storeHasKits, type Store } from '../../../../src/apps/commerce/domain/catalogue-terms';
import { MAX_PRODUCT_IMAGES } from '../../../../src/apps/commerce/domain/product-images';
import { holdsStock } from '../../../../src/apps/commerce/domain/location-terms';
import { checkCurrencyChange, checkPriceCurrency } from '../../../../src/apps/commerce/domain/organisation-currency';
import { auditBy, decided, FileLinks, newFileKey, notFound, ruleRefused, staleVersion, violatedConstraint, type StaffPrincipal } from '../../../kernel';
import type { CommerceRepositories } from '../repositories/repositories';
import type { CommerceDeps } from './service-deps';
import type { ProductRow, ProductValues } from '../repositories/catalogue-repository';
import { adminProductDetailOf, adminProductItemOf } from './catalogue-view';
import { linkedStock } from './linked-stock';

type Body<T extends z.ZodType> = z.output<T>;
type Components = readonly { productId: string; quantity: number }[];

/**
 * Shop Configure and Device Hub Configure: each store's products, kits, categories and images, and the
 * organisation's commerce settings. Every call names its store; a product of the other store is not found.
 */
export class CatalogueService {
  private readonly links: FileLinks;

  constructor(private readonly deps: Pick<CommerceDeps, 'store' | 'now' | 'config' | 'keys' | 'files' | 'accessoryStock'>) {
    this.links = new FileLinks(deps);
  }

  async options(principal: StaffPrincipal, store: Store) {
    const { organisationId } = principal;
    const { repos } = this.deps.store;
    const [settings, categories, locations, products, accessories] = await Promise.all([
      repos.own.settings.of(organisationId),
      repos.own.categories.list(organisationId, store),
      repos.own.locations.list(organisationId),
      storeHasKits(store) ? this.kitComponentChoices(repos, organisationId) : [],
      this.deps.accessoryStock.accessories(repos, organisationId),
    ]);
    return {
      currency: settings.currency,
      categories: categories.map(({ id, name }) => ({ id, name })),
      locations: locations.filter((location) => holdsStock(location.kind)).map(({ id, name, kind, isDefaultStock }) => ({ id, name, kind, isDefaultStock })),
      products,
      accessories,
    };
  }

  async list(principal: StaffPrincipal, store: Store, query: Body<typeof AdminProductListQuery>) {
    const { organisationId } = principal;
    const { repos } = this.deps.store;
    const { rows, total } = await repos.own.catalogue.search(organisationId, { store, ...query });
    const ids = rows.map((row) => row.id);
    const linked = await linkedStock(repos, this.deps.accessoryStock, organisationId);
    const [levels, available] = await Promise.all([repos.own.stock.levels(organisationId, ids), repos.own.stock.availableByProduct(organisationId, ids, linked.levels)]);
    const items = rows.map((row) =>
      adminProductItemOf(
        row,
        row.categoryId && row.categoryName && row.categorySlug ? { id: row.categoryId, name: row.categoryName, slug: row.categorySlug } : null,
        levels.filter((level) => level.productId === row.id),
        available.get(row.id) ?? 0,
        linked.accessoryOf(row.id),
        this.links,
      ),
    );
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  async get(principal: StaffPrincipal, store: Store, id: string) {
    return this.detailOf(this.deps.store.repos, principal.organisationId, await this.productOf(this.deps.store.repos, principal, store, id));
  }

  async create(principal: StaffPrincipal, store: Store, body: Body<typeof ProductInput>) {
    return this.insert(principal, store, { ...body, kind: 'product' }, null);
  }

  async createKit(principal: StaffPrincipal, body: Body<typeof KitInput>) {
    const { components, ...fields } = body;
    return this.insert(principal, 'devicehub', { ...fields, kind: 'kit' }, components);
  }

  async update(principal: StaffPrincipal, store: Store, id: string, body: Body<typeof UpdateProductRequest>) {
    const { organisationId } = principal;
    const { version, components, ...fields } = body;
    return this.deps.store.transaction(async (repos) => {
      const before = await this.productOf(repos, principal, store, id);
      await this.checkFields(repos, organisationId, store, { ...before, ...fields });
      if (fields.accessoryId && fields.accessoryId !== before.accessoryId) await this.checkLink(repos, organisationId, before, fields.accessoryId);
      if (components && before.kind !== 'kit') throw ruleRefused('Only a kit has components.', 'not-a-kit', {}, 'components');
      if (components) await this.checkComponents(repos, organisationId, components);
      const after = await repos.own.catalogue.update(organisationId, id, version, fields, this.deps.now());
      if (!after) throw staleVersion();
      if (components) await repos.own.catalogue.replaceComponents(organisationId, id, components);
      await repos.audit.append(this.audit(principal, store, 'product.updated', id, { version }, { ...fields, components }));
      return this.detailOf(repos, organisationId, after);
    });
  }

  /** Adds an image: stored first under a new key, then named by the product, or forgotten when the change fails. */
  async uploadImage(principal: StaffPrincipal, store: Store, id: string, version: number, image: UploadedFile) {
    const { organisationId } = principal;
    const product = await this.productOf(this.deps.store.repos, principal, store, id);
    if (product.imageKeys.length >= MAX_PRODUCT_IMAGES) {
      throw ruleRefused(`A product shows at most ${MAX_PRODUCT_IMAGES} images.`, 'too-many-images', { maximum: MAX_PRODUCT_IMAGES });
    }
    const key = newFileKey(`commerce/products/${id}`, image.contentType);
    await this.deps.files.put(organisationId, key, image.bytes, image.contentType);
    try {
      return await this.changeImages(principal, store, id, version, [...product.imageKeys, key], 'product.image-added', key);
    } catch (error) {
      await this.deps.files.delete(organisationId, key);
      throw error;
    }
  }

  async removeImage(principal: StaffPrincipal, store: Store, id: string, version: number, key: string) {
    const product = await this.productOf(this.deps.store.repos, principal, store, id);
    if (!product.imageKeys.includes(key)) throw notFound('image');
    const detail = await this.changeImages(principal, store, id, version, product.imageKeys.filter((each) => each !== key), 'product.image-removed', key);
    // The change stands; should the store fail now, only storage is lost.
    await this.deps.files.delete(principal.organisationId, key).catch(() => undefined);
    return detail;
  }

  async categories(principal: StaffPrincipal, store: Store) {
    const { organisationId } = principal;
    const { repos } = this.deps.store;
    const [rows, counts] = await Promise.all([repos.own.categories.list(organisationId, store), repos.own.categories.productCounts(organisationId, store)]);
    return { items: rows.map((row) => ({ ...row, productCount: counts.get(row.id) ?? 0 })) };
  }

  async createCategory(principal: StaffPrincipal, store: Store, body: Body<typeof CategoryInput>) {
    const row = await this.uniqueSlug(() =>
      this.deps.store.transaction(async (repos) => {
        const created = await repos.own.categories.insert(principal.organisationId, { store, ...body });
        await repos.audit.append(this.audit(principal, store, 'category.created', created.id, null, body));
        return created;
      }),
    );
    return { ...row, productCount: 0 };
  }

  async updateCategory(principal: StaffPrincipal, store: Store, id: string, body: Body<typeof UpdateCategoryRequest>) {
    const { organisationId } = principal;
    const { version, ...values } = body;
    const before = await this.deps.store.repos.own.categories.find(organisationId, id);
    if (!before || before.store !== store) throw notFound('category');
    const row = await this.uniqueSlug(async () => {
      const after = await this.deps.store.repos.own.categories.update(organisationId, id, version, values, this.deps.now());
      if (!after) throw staleVersion();
      return after;
    });
    const counts = await this.deps.store.repos.own.categories.productCounts(organisationId, store);
    return { ...row, productCount: counts.get(id) ?? 0 };
  }

  /** Its products stay, without a category (the foreign key sets theirs to null). */
  async deleteCategory(principal: StaffPrincipal, store: Store, id: string, version: number): Promise<void> {
    const { organisationId } = principal;
    await this.deps.store.transaction(async (repos) => {
      const before = await repos.own.categories.find(organisationId, id);
      if (!before || before.store !== store) throw notFound('category');
      if (!(await repos.own.categories.remove(organisationId, id, version))) throw staleVersion();
      await repos.audit.append(this.audit(principal, store, 'category.deleted', id, { name: before.name, slug: before.slug }, null));
    });
  }

  settings(principal: StaffPrincipal) {
    return this.deps.store.repos.own.settings.of(principal.organisationId);
  }

  async updateSettings(principal: StaffPrincipal, store: Store, body: Body<typeof UpdateCommerceSettingsRequest>) {
    const { version, ...values } = body;
    await this.deps.store.transaction(async (repos) => {
      const { currency } = await repos.own.settings.of(principal.organisationId);
      decided(checkCurrencyChange(currency, values.currency, values.currency !== currency && (await repos.own.settings.moneyMoved(principal.organisationId))), 'currency');
      if (!(await repos.own.settings.save(principal.organisationId, version, values, this.deps.now()))) throw staleVersion();
      await repos.audit.append(this.audit(principal, store, 'commerce-settings.updated', null, { version }, values));
    });
    return this.settings(principal);
  }

  private async insert(principal: StaffPrincipal, store: Store, values: Omit<ProductValues, 'store'>, components: Components | null) {
    const { organisationId } = principal;
    return this.deps.store.transaction(async (repos) => {
      await this.checkFields(repos, organisationId, store, values);
      if (values.accessoryId) await this.checkLink(repos, organisationId, null, values.accessoryId);
      if (components) await this.checkComponents(repos, organisationId, components);
      const row = await repos.own.catalogue.insert(organisationId, { ...values, store });
      if (components) await repos.own.catalogue.replaceComponents(organisationId, row.id, components);
      await repos.audit.append(this.audit(principal, store, values.kind === 'kit' ? 'kit.created' : 'product.created', row.id, null, { ...values, components }));
      return this.detailOf(repos, organisationId, row);
    });
  }

  private async changeImages(principal: StaffPrincipal, store: Store, id: string, version: number, imageKeys: string[], action: string, key: string) {
    return this.deps.store.transaction(async (repos) => {
      const after = await repos.own.catalogue.update(principal.organisationId, id, version, { imageKeys }, this.deps.now());
      if (!after) throw staleVersion();
      await repos.audit.append(this.audit(principal, store, action, id, null, { key }));
      return this.detailOf(repos, principal.organisationId, after);
    });
  }

  /** A condition only in Device Hub; a category of the product's own store. */
  private async checkFields(repos: CommerceRepositories, organisationId: string, store: Store, values: { condition?: string | null; categoryId?: string | null; currency: string }) {
    decided(checkPriceCurrency(values.currency, (await repos.own.settings.of(organisationId)).currency), 'currency');
    if (values.condition && store !== 'devicehub') throw ruleRefused('Only Device Hub products are new or refurbished.', 'condition-not-allowed', {}, 'condition');
    if (values.categoryId) {
      const category = await repos.own.categories.find(organisationId, values.categoryId);
      if (!category || category.store !== store) throw ruleRefused('The category is not one of this store.', 'unknown-category', {}, 'categoryId');
    }
  }

  /**
   * A product sells one of Manage's accessories (a kit's stock is its components'), and only once its own shelves are
   * empty: the accessory's count is then its only one, and no unit of the shelves is silently forgotten.
   */
  private async checkLink(repos: CommerceRepositories, organisationId: string, before: ProductRow | null, accessoryId: string) {
    if (before?.kind === 'kit') throw ruleRefused("A kit's stock is its components' stock.", 'kit-has-no-stock', {}, 'accessoryId');
    const accessories = await this.deps.accessoryStock.accessories(repos, organisationId);
    if (!accessories.some((accessory) => accessory.id === accessoryId)) throw ruleRefused('Choose one of the accessories Manage keeps.', 'unknown-accessory', {}, 'accessoryId');
    const shelves = before ? await repos.own.stock.levels(organisationId, [before.id]) : [];
    if (shelves.some((level) => level.onHand > 0)) {
      throw ruleRefused("The product still has units on its own shelves: count them into the accessory in Manage and set the shelves to 0 first.", 'own-stock-held', {}, 'accessoryId');
    }
  }

  /** What a kit may hold: the products (never kits) of both stores, a dock from the Shop as well as a laptop. */
  private async kitComponentChoices(repos: CommerceRepositories, organisationId: string) {
    const searches = await Promise.all(
      STORES.map((each) => repos.own.catalogue.search(organisationId, { store: each, kind: 'product', page: 1, pageSize: MAX_PAGE_SIZE })),
    );
    return searches.flatMap((found) => found.rows.map(({ id, name }) => ({ id, name })));
  }

  /** A kit holds products (never another kit), each once. */
  private async checkComponents(repos: CommerceRepositories, organisationId: string, components: Components) {
    const ids = components.map((component) => component.productId);
    if (new Set(ids).size !== ids.length) throw ruleRefused('Name each component once, with its quantity.', 'component-repeated', {}, 'components');
    const products = await repos.own.catalogue.productsByIds(organisationId, ids);
    const usable = products.filter((product) => product.kind === 'product');
    if (usable.length !== ids.length) throw ruleRefused('A kit holds products, not kits.', 'component-invalid', {}, 'components');
  }

  private async productOf(repos: CommerceRepositories, principal: StaffPrincipal, store: Store, id: string): Promise<ProductRow> {
    const row = await repos.own.catalogue.find(principal.organisationId, id);
    if (!row || row.store !== store) throw notFound('product');
    return row;
  }

  private async detailOf(repos: CommerceRepositories, organisationId: string, row: ProductRow) {
    const linked = await linkedStock(repos, this.deps.accessoryStock, organisationId);
    const [category, levels, available, components] = await Promise.all([
      row.categoryId ? repos.own.categories.find(organisationId, row.categoryId) : undefined,
      repos.own.stock.levels(organisationId, [row.id]),
      repos.own.stock.availableByProduct(organisationId, [row.id], linked.levels),
      repos.own.catalogue.components(organisationId, [row.id]),
    ]);
    const categoryRef = category ? { id: category.id, name: category.name, slug: category.slug } : null;
    const item = adminProductItemOf(row, categoryRef, levels, available.get(row.id) ?? 0, linked.accessoryOf(row.id), this.links);
    return adminProductDetailOf(item, row, components, this.links);
  }

  /** A repeated slug answers at the field that repeats it. */
  private async uniqueSlug<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (violatedConstraint(error, '23505') === 'commerce_categories_slug_unique') {
        throw ruleRefused('Another category of the store has this slug.', 'slug-taken', {}, 'slug');
      }
      throw error;
    }
  }

  private audit(principal: StaffPrincipal, store: Store, action: string, entityId: string | null, before: unknown, after: unknown) {
    return auditBy(principal, { action, entityType: action.split('.')[0]!, entityId, appSlug: CONFIGURE_SLUGS[store], before, after });
  }
}
