import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../../components/links';
import { DOC_ID_REGEX, PRODUCT_FORM_DEFAULTS, mergeProductDefaults, withListSpellings } from '@tailor/domain';
import { PageLoading } from '../../../components/PageLoading';
import { loadProductData, newProductId } from '../data';
import { toFormValues, type ProductFormInput } from '../productForm';
import { ProductForm, type ProductFormMode } from '../components/ProductForm';
import '../admin.css';
import { reportAdminAccessError } from '../../auth';
import { useLoad } from '../../../lib/useLoad';
import { msg } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';
import { useAdminCatalogue } from '../adminCatalogue';

export const LOAD_FAILED = msg('Failed to load product details');

type LoadState =
  | { status: 'loading' }
  | { status: 'error'; notFound: boolean }
  | { status: 'ready'; values: ProductFormInput; savedPaths: ReadonlySet<string> };

function storedPaths(images: unknown): Set<string> {
  const out = new Set<string>();
  if (Array.isArray(images)) for (const i of images) if (typeof i?.path === 'string') out.add(i.path);
  return out;
}

function EditProduct({ productId }: { productId: string }) {
  const { t } = useT();
  const loaded = useLoad(
    () =>
      loadProductData(productId).then((data) =>
        data ? { values: toFormValues(mergeProductDefaults(withListSpellings(data))), savedPaths: storedPaths(data.images) } : null,
      ),
    [productId],
    { what: LOAD_FAILED, onError: reportAdminAccessError },
  );
  const { retry } = loaded;
  const state: LoadState =
    loaded.status === 'ready'
      ? loaded.data
        ? { status: 'ready', ...loaded.data }
        : { status: 'error', notFound: true }
      : loaded.status === 'error'
        ? { status: 'error', notFound: false }
        : { status: 'loading' };

  if (state.status === 'loading') return <PageLoading label={t('Loading...')} />;
  if (state.status === 'error') {
    return (
      <div className="notice notice-error admin-load-error" role="alert">
        <p>
          <strong>{t(LOAD_FAILED)}</strong>
          {state.notFound ? t(': there is no product with this id.') : '.'}
        </p>
        <div className="row gap">
          {!state.notFound && (
            <button type="button" className="btn btn-primary btn-sm" onClick={retry}>
              {t('Try again')}
            </button>
          )}
          <Link to="/view_product" className="btn btn-outline btn-sm">
            {t('Back to products')}
          </Link>
        </div>
      </div>
    );
  }
  return <ProductForm mode="update" productId={productId} initialValues={state.values} savedPaths={state.savedPaths} />;
}

function AddProduct() {
  // The id exists before the first save so uploads can go to products/{id}/.
  const [productId] = useState(newProductId);
  const [values] = useState(() => toFormValues(mergeProductDefaults(PRODUCT_FORM_DEFAULTS)));
  return <ProductForm mode="add" productId={productId} initialValues={values} savedPaths={new Set()} />;
}

export default function ProductFormPage() {
  useAdminCatalogue();
  const { t } = useT();
  const { id = 'null', type } = useParams();
  const mode: ProductFormMode | null = type === 'add' || type === 'update' ? type : null;

  let body;
  if (!mode) {
    body = (
      <p className="notice notice-error" role="alert">
        {t('Unknown form type “{type}”. Use', { type: type ?? '' })} <Link to="/product/null/add">{t('Add Product')}</Link> {t('or edit a product from the')}{' '}
        <Link to="/view_product">{t('product list')}</Link>.
      </p>
    );
  } else if (mode === 'add') {
    body = <AddProduct />;
  } else if (id === 'null' || !DOC_ID_REGEX.test(id)) {
    body = (
      <p className="notice notice-error" role="alert">
        <strong>{t(LOAD_FAILED)}</strong>: {t('choose a product to edit from the')} <Link to="/view_product">{t('product list')}</Link>.
      </p>
    );
  } else {
    body = <EditProduct key={id} productId={id} />;
  }

  return (
    <section className="container page admin-page narrow-form">
      <nav className="admin-breadcrumbs" aria-label={t('Breadcrumb')}>
        <Link to="/admin">{t('Dashboard')}</Link> <span aria-hidden="true">›</span> <Link to="/view_product">{t('Products')}</Link>
      </nav>
      <h1 className="page-title">{mode === 'update' ? t('Update Product') : t('Add Product')}</h1>
      {body}
    </section>
  );
}
