import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Controller, get, useForm, useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useBlocker, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import {
  ADMIN_CATEGORIES,
  AVAILABILITY_STATUSES,
  BLOUSE_BACK_DESIGNS,
  BLOUSE_TYPES,
  BORDER_STYLES,
  COLORS,
  DRAPE_STYLES,
  EMBELLISHMENTS,
  FABRIC_TYPES,
  FIT_TYPES,
  LEHENGA_TYPES,
  NECKLINE_STYLES,
  PATTERNS,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  SAREE_FABRICS,
  SLEEVE_TYPES,
  STITCHING_TYPES,
  SUIT_FABRICS,
  SUIT_STYLES,
  sizesForCategory,
} from '@tailor/domain';
import { Modal } from '../../../components/Modal';
import { saveProduct } from '../data';
import { droppedDetailKeys, parseList, productFormSchema, toProductInput, type ProductFormInput, type ProductFormOutput } from '../productForm';
import { ProductImagesField } from './ProductImagesField';
import './ProductForm.css';
import { reportAdminAccessError } from '../../auth';
import { reportError } from '../../../lib/reportError';

export type ProductFormMode = 'add' | 'update';

export const SAVE_FAILED = { add: 'Failed to add product', update: 'Failed to update product' } as const;
export const SAVE_SUCCEEDED = { add: 'Product added successfully', update: 'Product updated successfully' } as const;

interface Props {
  mode: ProductFormMode;
  productId: string;
  initialValues: ProductFormInput;
  /** Storage paths of the images the stored product already has. */
  savedPaths: ReadonlySet<string>;
}

type Errors = FieldErrors<ProductFormInput>;
type Register = UseFormRegister<ProductFormInput>;

const emptyToNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
const emptyToUndefined = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

function errorOf(errors: Errors, name: string): string | undefined {
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

function a11y(errors: Errors, name: string, hint?: boolean) {
  const error = errorOf(errors, name);
  const describedBy = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return { id: name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

function Field({
  name,
  label,
  errors,
  required,
  hint,
  children,
  className,
}: {
  name: string;
  label: string;
  errors: Errors;
  required?: boolean;
  hint?: string;
  children: ReactNode;
  className?: string;
}) {
  const error = errorOf(errors, name);
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={name}>
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p className="field-hint" id={`${name}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

function SelectField({
  name,
  label,
  options,
  register,
  errors,
}: {
  name: string;
  label: string;
  options: readonly string[];
  register: Register;
  errors: Errors;
}) {
  return (
    <Field name={name} label={label} errors={errors}>
      <select {...register(name as keyof ProductFormInput)} {...a11y(errors, name)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </Field>
  );
}

function TextField({
  name,
  label,
  register,
  errors,
  placeholder,
}: {
  name: string;
  label: string;
  register: Register;
  errors: Errors;
  placeholder?: string;
}) {
  return (
    <Field name={name} label={label} errors={errors}>
      <input type="text" {...register(name as keyof ProductFormInput)} {...a11y(errors, name)} placeholder={placeholder} />
    </Field>
  );
}

function CheckField({ name, label, register }: { name: string; label: string; register: Register }) {
  return (
    <div className="check-field">
      <input type="checkbox" id={name} {...register(name as keyof ProductFormInput)} />
      <label htmlFor={name}>{label}</label>
    </div>
  );
}

/** A list typed as comma- or line-separated text; the form holds the parsed list. */
function ListField({
  name,
  label,
  hint,
  value,
  onChange,
  onBlur,
  errors,
}: {
  name: string;
  label: string;
  hint: string;
  value: string[] | undefined;
  onChange: (list: string[]) => void;
  onBlur: () => void;
  errors: Errors;
}) {
  const [text, setText] = useState(() => (value ?? []).join(', '));
  return (
    <Field name={name} label={label} hint={hint} errors={errors}>
      <input
        type="text"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(parseList(e.target.value));
        }}
        onBlur={onBlur}
        {...a11y(errors, name, true)}
      />
    </Field>
  );
}

function Section({ title, children, description }: { title: string; children: ReactNode; description?: string }) {
  const id = useId();
  return (
    <section className="card product-form-section" aria-labelledby={id}>
      <h2 id={id} className="product-form-section-title">
        {title}
      </h2>
      {description && <p className="field-hint">{description}</p>}
      {children}
    </section>
  );
}

export function ProductForm({ mode, productId, initialValues, savedPaths }: Props) {
  const navigate = useNavigate();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isDirty, isSubmitting, submitCount, isValid },
  } = useForm<ProductFormInput, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
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
      setSaveError(SAVE_FAILED[mode]);
      return;
    }
    saved.current = true;
    toast.success(SAVE_SUCCEEDED[mode]);
    navigate('/view_product');
  }

  const categories: readonly string[] = (ADMIN_CATEGORIES as readonly string[]).includes(initialValues.category ?? '')
    ? ADMIN_CATEGORIES
    : [...ADMIN_CATEGORIES, initialValues.category as string];
  const showErrorSummary = submitCount > 0 && !isValid && Object.keys(errors).length > 0;

  return (
    <>
      <form className="product-form" onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-describedby="product-form-required">
        <p className="field-hint" id="product-form-required">
          Fields marked * are required. Prices are in rupees (₹).
        </p>

        <Section title="Basic information">
          <div className="form-grid">
            <Field name="productName" label="Product name" required errors={errors}>
              <input type="text" {...register('productName')} {...a11y(errors, 'productName')} autoComplete="off" />
            </Field>
            <Field name="description" label="Description" required errors={errors}>
              <textarea {...register('description')} {...a11y(errors, 'description')} rows={4} />
            </Field>
          </div>
          <div className="form-grid two">
            <SelectField name="category" label="Category" options={categories} register={register} errors={errors} />
            <SelectField name="productType" label="Product type" options={PRODUCT_TYPES} register={register} errors={errors} />
            <SelectField name="color" label="Colour" options={COLORS} register={register} errors={errors} />
            <SelectField name="availabilityStatus" label="Availability" options={AVAILABILITY_STATUSES} register={register} errors={errors} />
            <SelectField name="productStatus" label="Product status" options={PRODUCT_STATUSES} register={register} errors={errors} />
            <div className="product-form-checks">
              <CheckField name="featuredProduct" label="Featured product (shown in Featured on the home page)" register={register} />
            </div>
          </div>
        </Section>

        <Section title="Prices and stock">
          <div className="form-grid two">
            <Field name="tailorPrice" label="Tailor-made price (₹)" hint="Leave empty if not sold tailor-made." errors={errors}>
              <input
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                {...register('tailorPrice', { setValueAs: emptyToNull })}
                {...a11y(errors, 'tailorPrice', true)}
              />
            </Field>
            <Field name="readyMadePrice" label="Ready-made price (₹)" hint="Leave empty if not sold ready-made." errors={errors}>
              <input
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                {...register('readyMadePrice', { setValueAs: emptyToNull })}
                {...a11y(errors, 'readyMadePrice', true)}
              />
            </Field>
            <Field name="discount" label="Discount (%)" errors={errors}>
              <input type="number" inputMode="decimal" min={0} max={100} step="any" {...register('discount', { setValueAs: emptyToUndefined })} {...a11y(errors, 'discount')} />
            </Field>
            <Field name="quantityInStock" label="Quantity in stock" required errors={errors}>
              <input type="number" inputMode="numeric" min={0} step={1} {...register('quantityInStock', { setValueAs: emptyToUndefined })} {...a11y(errors, 'quantityInStock')} />
            </Field>
            <Field name="shippingCost" label="Shipping cost (₹)" required errors={errors}>
              <input type="number" inputMode="decimal" min={0} step="0.01" {...register('shippingCost', { setValueAs: emptyToUndefined })} {...a11y(errors, 'shippingCost')} />
            </Field>
            <TextField name="estimatedDeliveryTime" label="Estimated delivery time" placeholder="e.g. 7-10 days" register={register} errors={errors} />
          </div>
        </Section>

        {readyMadePrice != null && (
          <Section title="Ready-made sizes" description="Tick the sizes this design is in stock in. None ticked: every size of the chart.">
            <Controller
              control={control}
              name="sizes"
              render={({ field }) => {
                const chosen = new Set<string>(field.value ?? []);
                const error = errorOf(errors, 'sizes');
                return (
                  <fieldset className="check-group" aria-describedby={error ? 'sizes-error' : undefined} aria-invalid={error ? true : undefined}>
                    <legend className="label">Sizes ({category})</legend>
                    {chart.map((size) => (
                      <div className="check-field" key={size}>
                        <input
                          type="checkbox"
                          id={`sizes-${size}`}
                          checked={chosen.has(size)}
                          onChange={(e) => field.onChange(chart.filter((s) => (s === size ? e.target.checked : chosen.has(s))))}
                          onBlur={field.onBlur}
                        />
                        <label htmlFor={`sizes-${size}`}>{size}</label>
                      </div>
                    ))}
                    {error && (
                      <p className="field-error" id="sizes-error">
                        {error}
                      </p>
                    )}
                  </fieldset>
                );
              }}
            />
          </Section>
        )}

        <Section title="Fabric and make">
          <div className="form-grid two">
            <SelectField name="fabricType" label="Fabric type" options={FABRIC_TYPES} register={register} errors={errors} />
            <SelectField name="stitchingType" label="Stitching type" options={STITCHING_TYPES} register={register} errors={errors} />
            <SelectField name="pattern" label="Pattern" options={PATTERNS} register={register} errors={errors} />
            <TextField name="fabricFeel" label="Fabric feel" placeholder="e.g. Soft and breathable" register={register} errors={errors} />
            <TextField name="durability" label="Durability" placeholder="e.g. High" register={register} errors={errors} />
          </div>
        </Section>

        <Section title="Embellishments">
          <Controller
            control={control}
            name="embellishments"
            render={({ field }) => {
              const chosen = new Set(field.value ?? []);
              return (
                <fieldset className="check-group">
                  <legend className="label">Embellishments</legend>
                  {EMBELLISHMENTS.map((option) => (
                    <div className="check-field" key={option}>
                      <input
                        type="checkbox"
                        id={`embellishments-${option}`}
                        checked={chosen.has(option)}
                        onChange={(e) => {
                          const next = EMBELLISHMENTS.filter((o) => (o === option ? e.target.checked : chosen.has(o)));
                          field.onChange(next);
                        }}
                        onBlur={field.onBlur}
                      />
                      <label htmlFor={`embellishments-${option}`}>{option}</label>
                    </div>
                  ))}
                </fieldset>
              );
            }}
          />
          <div className="form-grid two">
            <TextField name="embellishmentDetails.embroidery" label="Embroidery" register={register} errors={errors} />
            <TextField name="embellishmentDetails.beadwork" label="Beadwork" register={register} errors={errors} />
            <TextField name="embellishmentDetails.stonework" label="Stonework" register={register} errors={errors} />
            <TextField name="embellishmentDetails.additionalDetails" label="Additional details" register={register} errors={errors} />
          </div>
        </Section>

        {category === 'Blouse' && (
          <Section title="Blouse details">
            <div className="form-grid two">
              <SelectField name="blouseDetails.sleeveType" label="Sleeve type" options={SLEEVE_TYPES} register={register} errors={errors} />
              <SelectField name="blouseDetails.blouseBackDesign" label="Back design" options={BLOUSE_BACK_DESIGNS} register={register} errors={errors} />
              <SelectField name="blouseDetails.necklineStyle" label="Neckline style" options={NECKLINE_STYLES} register={register} errors={errors} />
              <SelectField name="blouseDetails.fitType" label="Fit type" options={FIT_TYPES} register={register} errors={errors} />
              <TextField name="blouseDetails.embellishments" label="Blouse embellishments" register={register} errors={errors} />
              <TextField name="blouseDetails.padding" label="Padding" placeholder="e.g. Padded" register={register} errors={errors} />
              <TextField name="blouseDetails.lining" label="Lining" placeholder="e.g. Cotton lining" register={register} errors={errors} />
            </div>
          </Section>
        )}
        {category === 'Suit' && (
          <Section title="Suit details">
            <div className="form-grid two">
              <SelectField name="suitDetails.suitStyle" label="Suit style" options={SUIT_STYLES} register={register} errors={errors} />
              <SelectField name="suitDetails.fabricType" label="Suit fabric" options={SUIT_FABRICS} register={register} errors={errors} />
              <SelectField name="suitDetails.sleeveType" label="Sleeve type" options={SLEEVE_TYPES} register={register} errors={errors} />
              <SelectField name="suitDetails.fitType" label="Fit type" options={FIT_TYPES} register={register} errors={errors} />
              <SelectField name="suitDetails.necklineStyle" label="Neckline style" options={NECKLINE_STYLES} register={register} errors={errors} />
              <TextField name="suitDetails.embellishments" label="Suit embellishments" register={register} errors={errors} />
              <TextField name="suitDetails.lining" label="Lining" register={register} errors={errors} />
              <TextField name="suitDetails.padding" label="Padding" register={register} errors={errors} />
            </div>
          </Section>
        )}
        {category === 'Lehenga' && (
          <Section title="Lehenga details">
            <div className="form-grid two">
              <SelectField name="lehengaDetails.lehengaType" label="Lehenga type" options={LEHENGA_TYPES} register={register} errors={errors} />
              <SelectField name="lehengaDetails.lehengaFabric" label="Lehenga fabric" options={FABRIC_TYPES} register={register} errors={errors} />
              <TextField name="lehengaDetails.lehengaWaist" label="Waist" placeholder="e.g. Adjustable, 26-34 in" register={register} errors={errors} />
              <TextField name="lehengaDetails.embroidery" label="Embroidery" register={register} errors={errors} />
              <div className="product-form-checks">
                <CheckField name="lehengaDetails.lehengaDupattaIncluded" label="Dupatta included" register={register} />
              </div>
            </div>
          </Section>
        )}
        {category === 'Saree' && (
          <Section title="Saree details">
            <div className="form-grid two">
              <Field name="sareeDetails.sareeLength" label="Saree length (metres)" errors={errors}>
                <input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={20}
                  step="0.1"
                  {...register('sareeDetails.sareeLength', { setValueAs: emptyToUndefined })}
                  {...a11y(errors, 'sareeDetails.sareeLength')}
                />
              </Field>
              <SelectField name="sareeDetails.sareeFabric" label="Saree fabric" options={SAREE_FABRICS} register={register} errors={errors} />
              <SelectField name="sareeDetails.blouseType" label="Blouse type" options={BLOUSE_TYPES} register={register} errors={errors} />
              <SelectField name="sareeDetails.blouseFitType" label="Blouse fit" options={FIT_TYPES} register={register} errors={errors} />
              <SelectField name="sareeDetails.borderStyle" label="Border style" options={BORDER_STYLES} register={register} errors={errors} />
              <SelectField name="sareeDetails.drapeStyle" label="Drape style" options={DRAPE_STYLES} register={register} errors={errors} />
              <TextField name="sareeDetails.embroideryDetails" label="Embroidery details" register={register} errors={errors} />
              <div className="product-form-checks">
                <CheckField name="sareeDetails.pleated" label="Pre-pleated" register={register} />
                <CheckField name="sareeDetails.blouseIncluded" label="Blouse piece included" register={register} />
              </div>
            </div>
          </Section>
        )}

        <Section title="Tailoring details" description="Shown in the design view for every product.">
          <div className="form-grid two">
            <TextField name="blouseTailoring.galaDesign" label="Gala (neck) design" register={register} errors={errors} />
            <TextField name="blouseTailoring.backDesign" label="Back design" register={register} errors={errors} />
            <TextField name="blouseTailoring.bajuDesign" label="Baju (sleeve) design" register={register} errors={errors} />
            <TextField name="blouseTailoring.silaiType" label="Silai (stitching) type" register={register} errors={errors} />
            <TextField name="blouseTailoring.blouseCustomizations" label="Customisations" register={register} errors={errors} />
          </div>
        </Section>

        <Section title="Customisation and tags">
          <div className="product-form-checks">
            <CheckField name="customizationAvailable" label="Customisation available" register={register} />
          </div>
          <div className="form-grid two">
            <Controller
              control={control}
              name="customizationOptions"
              render={({ field }) => (
                <ListField
                  name="customizationOptions"
                  label="Customisation options"
                  hint="Separate with commas, e.g. Sleeve length, Neck depth"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  errors={errors}
                />
              )}
            />
            <Controller
              control={control}
              name="tags"
              render={({ field }) => (
                <ListField name="tags" label="Tags" hint="Separate with commas" value={field.value} onChange={field.onChange} onBlur={field.onBlur} errors={errors} />
              )}
            />
            <Controller
              control={control}
              name="seasonalTags"
              render={({ field }) => (
                <ListField
                  name="seasonalTags"
                  label="Seasonal tags"
                  hint="Separate with commas, e.g. Diwali, Wedding season"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  errors={errors}
                />
              )}
            />
          </div>
        </Section>

        <Section title="Images and media">
          <Controller
            control={control}
            name="images"
            render={({ field, fieldState }) => (
              <ProductImagesField
                productId={productId}
                value={field.value ?? []}
                onChange={field.onChange}
                savedPaths={savedPaths}
                onUploadingChange={setUploading}
                error={fieldState.error?.message ?? (Array.isArray(fieldState.error) ? 'Check the image links' : undefined)}
              />
            )}
          />
          <div className="form-grid two">
            <TextField name="stitchedImage" label="Stitched image link" placeholder="https://…" register={register} errors={errors} />
            <TextField name="video" label="Video link" placeholder="https://…" register={register} errors={errors} />
          </div>
        </Section>

        {showErrorSummary && (
          <p className="notice notice-error" role="alert">
            Please correct the highlighted fields.
          </p>
        )}
        {saveError && (
          <p className="notice notice-error" role="alert">
            {saveError}
          </p>
        )}
        <div className="product-form-actions">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting || uploading}>
            {isSubmitting ? 'Saving…' : mode === 'add' ? 'Add Product' : 'Update Product'}
          </button>
          <Link to="/view_product" className="btn btn-outline">
            Cancel
          </Link>
        </div>
      </form>

      <Modal
        open={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title="Leave without saving?"
        footer={
          <>
            <button type="button" className="btn btn-primary" onClick={() => blocker.reset?.()}>
              Stay on this page
            </button>
            <button type="button" className="btn btn-outline" onClick={() => blocker.proceed?.()}>
              Leave without saving
            </button>
          </>
        }
      >
        <p>You have unsaved changes to this product. If you leave now, they will be lost.</p>
      </Modal>
    </>
  );
}
