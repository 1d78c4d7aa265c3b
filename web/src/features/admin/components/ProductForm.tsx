import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useBlocker, useNavigate } from 'react-router-dom';
import { Link } from '../../../components/links';
import { toast } from '../../../lib/toast';
import { ADMIN_CATEGORIES, sizesForCategory } from '@tailor/domain';
import { Modal } from '../../../components/Modal';
import { saveProduct } from '../data';
import { droppedDetailKeys, productFormSchema, toProductInput, type ProductFormInput, type ProductFormOutput } from '../productForm';
import { CategoryDetailsSection } from './productForm/CategorySections';
import { BasicSection, EmbellishmentsSection, FabricSection, PricesSection, SizesSection } from './productForm/MainSections';
import { CustomisationSection, MediaSection, TailoringSection } from './productForm/MoreSections';
import './ProductForm.css';
import { reportAdminAccessError } from '../../auth';
import { reportError } from '../../../lib/reportError';
import { msg } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

export type ProductFormMode = 'add' | 'update';

export const SAVE_FAILED = { add: msg('Failed to add product'), update: msg('Failed to update product') } as const;
export const SAVE_SUCCEEDED = { add: msg('Product added successfully'), update: msg('Product updated successfully') } as const;

interface Props {
  mode: ProductFormMode;
  productId: string;
  initialValues: ProductFormInput;
  /** Storage paths of the images the stored product already has. */
  savedPaths: ReadonlySet<string>;
}

export function ProductForm({ mode, productId, initialValues, savedPaths }: Props) {
  const { t } = useT();
  const navigate = useNavigate();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProductFormInput, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isDirty, isSubmitting, submitCount, isValid },
  } = form;
  const category = useWatch({ control, name: 'category' });
  const readyMadePrice = useWatch({ control, name: 'readyMadePrice' });
  const chart = sizesForCategory(category);

  // Another category has another size chart: sizes it does not have are dropped.
  useEffect(() => {
    const sizes = getValues('sizes') ?? [];
    const kept = sizes.filter((s) => (chart as string[]).includes(s));
    if (kept.length !== sizes.length) setValue('sizes', kept, { shouldDirty: true, shouldValidate: true });
    // chart follows category
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [category, getValues, setValue]);

  // Leaving with unsaved changes asks first (in-app navigation and tab close/reload).
  const saved = useRef(false);
  const dirty = useRef(false);
  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty.current && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (saved.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  async function onSubmit(values: ProductFormOutput) {
    setSaveError(null);
    try {
      await saveProduct(mode, productId, toProductInput(values), droppedDetailKeys(values.category));
    } catch (error) {
      reportError(SAVE_FAILED[mode], error);
      reportAdminAccessError(error);
      setSaveError(t(SAVE_FAILED[mode]));
      return;
    }
    saved.current = true;
    toast.success(t(SAVE_SUCCEEDED[mode]));
    navigate('/view_product');
  }

  const categories: readonly string[] = (ADMIN_CATEGORIES as readonly string[]).includes(initialValues.category ?? '')
    ? ADMIN_CATEGORIES
    : [...ADMIN_CATEGORIES, initialValues.category as string];
  const showErrorSummary = submitCount > 0 && !isValid && Object.keys(errors).length > 0;

  return (
    <FormProvider {...form}>
      <form className="product-form" onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-describedby="product-form-required">
        <p className="field-hint" id="product-form-required">
          {t('Fields marked * are required. Prices are in rupees (₹).')}
        </p>

        <BasicSection categories={categories} />
        <PricesSection />
        {readyMadePrice != null && <SizesSection category={category ?? ''} chart={chart} />}
        <FabricSection />
        <EmbellishmentsSection />
        <CategoryDetailsSection category={category ?? ''} />
        <TailoringSection />
        <CustomisationSection />
        <MediaSection productId={productId} savedPaths={savedPaths} onUploadingChange={setUploading} />

        {showErrorSummary && (
          <p className="notice notice-error" role="alert">
            {t('Please correct the highlighted fields.')}
          </p>
        )}
        {saveError && (
          <p className="notice notice-error" role="alert">
            {saveError}
          </p>
        )}
        <div className="product-form-actions">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting || uploading}>
            {isSubmitting ? t('Saving…') : mode === 'add' ? t('Add Product') : t('Update Product')}
          </button>
          <Link to="/view_product" className="btn btn-outline">
            {t('Cancel')}
          </Link>
        </div>
      </form>

      <Modal
        open={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('Leave without saving?')}
        footer={
          <>
            <button type="button" className="btn btn-primary" onClick={() => blocker.reset?.()}>
              {t('Stay on this page')}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => blocker.proceed?.()}>
              {t('Leave without saving')}
            </button>
          </>
        }
      >
        <p>{t('You have unsaved changes to this product. If you leave now, they will be lost.')}</p>
      </Modal>
    </FormProvider>
  );
}
