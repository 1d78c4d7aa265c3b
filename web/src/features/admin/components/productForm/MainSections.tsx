import { msg } from '../../../../lib/i18n/translate';
import { Controller, useFormContext } from 'react-hook-form';
import { AVAILABILITY_STATUSES, COLORS, EMBELLISHMENTS, FABRIC_TYPES, PATTERNS, PRODUCT_STATUSES, PRODUCT_TYPES, STITCHING_TYPES } from '@tailor/domain';
import { TextAreaField, TextField } from '../../../../components/form/Field';
import type { ProductFormInput } from '../../productForm';
import { CheckGroup, errorOf, FieldGrid, ProductNumber, ProductText, Section, type FieldSpec } from './fields';
import { useT } from '../../../../lib/i18n/useT';

export function BasicSection({ categories }: { categories: readonly string[] }) {
  const { t } = useT();
  const { register, formState } = useFormContext<ProductFormInput>();
  return (
    <Section title={msg('Basic information')}>
      <div className="form-grid">
        <ProductText name="productName" label={msg('Product name')} required autoComplete="off" />
        <TextAreaField id="description" label={t('Description')} required error={errorOf(formState.errors, 'description')} rows={4} {...register('description')} />
        {/* Optional: the Hindi shop shows them when filled in, else the English ones. */}
        <TextField id="productNameHi" label={t('Name in Hindi')} lang="hi" autoComplete="off" error={errorOf(formState.errors, 'productNameHi')} {...register('productNameHi')} />
        <TextAreaField id="descriptionHi" label={t('Description in Hindi')} lang="hi" error={errorOf(formState.errors, 'descriptionHi')} rows={4} {...register('descriptionHi')} />
      </div>
      <FieldGrid
        fields={[
          { name: 'category', label: msg('Category'), select: categories },
          { name: 'productType', label: msg('Product type'), select: PRODUCT_TYPES },
          { name: 'color', label: msg('Colour'), select: COLORS },
          { name: 'availabilityStatus', label: msg('Availability'), select: AVAILABILITY_STATUSES },
          { name: 'productStatus', label: msg('Product status'), select: PRODUCT_STATUSES },
          { name: 'featuredProduct', label: msg('Featured product (shown in Featured on the home page)'), check: true },
        ]}
      />
    </Section>
  );
}

export function PricesSection() {
  return (
    <Section title={msg('Prices and stock')}>
      <div className="form-grid two">
        <ProductNumber name="tailorPrice" label={msg('Tailor-made price (₹)')} unit="₹" hint={msg('Leave empty if not sold tailor-made.')} empty="null" step="0.01" />
        <ProductNumber name="readyMadePrice" label={msg('Ready-made price (₹)')} unit="₹" hint={msg('Leave empty if not sold ready-made.')} empty="null" step="0.01" />
        <ProductNumber name="discount" label={msg('Discount (%)')} unit="%" unitAfter max={100} step="any" />
        <ProductNumber name="quantityInStock" label={msg('Quantity in stock')} required inputMode="numeric" step={1} />
        <ProductNumber name="shippingCost" label={msg('Shipping cost (₹)')} unit="₹" required step="0.01" />
        <ProductText name="estimatedDeliveryTime" label={msg('Estimated delivery time')} placeholder={msg('e.g. 7-10 days')} />
      </div>
    </Section>
  );
}

/** Ready-made sizes from the category's chart. */
export function SizesSection({ category, chart }: { category: string; chart: readonly string[] }) {
  const { t } = useT();
  const { control, formState } = useFormContext<ProductFormInput>();
  return (
    <Section title={msg('Ready-made sizes')} description={msg('Tick the sizes this design is in stock in. None ticked: every size of the chart.')}>
      <Controller
        control={control}
        name="sizes"
        render={({ field }) => (
          <CheckGroup
            legend={t('Sizes ({category})', { category: t(category) })}
            idPrefix="sizes"
            options={chart}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorOf(formState.errors, 'sizes')}
          />
        )}
      />
    </Section>
  );
}

const FABRIC: FieldSpec[] = [
  { name: 'fabricType', label: msg('Fabric type'), select: FABRIC_TYPES },
  { name: 'stitchingType', label: msg('Stitching type'), select: STITCHING_TYPES },
  { name: 'pattern', label: msg('Pattern'), select: PATTERNS },
  { name: 'fabricFeel', label: msg('Fabric feel'), text: true, placeholder: msg('e.g. Soft and breathable') },
  { name: 'durability', label: msg('Durability'), text: true, placeholder: msg('e.g. High') },
];

const EMBELLISHMENT_DETAILS: FieldSpec[] = [
  { name: 'embellishmentDetails.embroidery', label: msg('Embroidery'), text: true },
  { name: 'embellishmentDetails.beadwork', label: msg('Beadwork'), text: true },
  { name: 'embellishmentDetails.stonework', label: msg('Stonework'), text: true },
  { name: 'embellishmentDetails.additionalDetails', label: msg('Additional details'), text: true },
];

export function FabricSection() {
  return (
    <Section title={msg('Fabric and make')}>
      <FieldGrid fields={FABRIC} />
    </Section>
  );
}

export function EmbellishmentsSection() {
  const { control } = useFormContext<ProductFormInput>();
  return (
    <Section title={msg('Embellishments')}>
      <Controller
        control={control}
        name="embellishments"
        render={({ field }) => (
          <CheckGroup legend={msg('Embellishments')} idPrefix="embellishments" options={EMBELLISHMENTS} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
        )}
      />
      <FieldGrid fields={EMBELLISHMENT_DETAILS} />
    </Section>
  );
}
