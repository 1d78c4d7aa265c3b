import { Controller, useFormContext } from 'react-hook-form';
import { AVAILABILITY_STATUSES, COLORS, EMBELLISHMENTS, FABRIC_TYPES, PATTERNS, PRODUCT_STATUSES, PRODUCT_TYPES, STITCHING_TYPES } from '@tailor/domain';
import { TextAreaField, TextField } from '../../../../components/form/Field';
import type { ProductFormInput } from '../../productForm';
import { CheckGroup, errorOf, FieldGrid, ProductNumber, ProductText, Section, type FieldSpec } from './fields';

export function BasicSection({ categories }: { categories: readonly string[] }) {
  const { register, formState } = useFormContext<ProductFormInput>();
  return (
    <Section title="Basic information">
      <div className="form-grid">
        <ProductText name="productName" label="Product name" required autoComplete="off" />
        <TextAreaField id="description" label="Description" required error={errorOf(formState.errors, 'description')} rows={4} {...register('description')} />
        {/* Optional: the Hindi shop shows them when filled in, else the English ones. */}
        <TextField id="productNameHi" label="Name in Hindi" lang="hi" autoComplete="off" error={errorOf(formState.errors, 'productNameHi')} {...register('productNameHi')} />
        <TextAreaField id="descriptionHi" label="Description in Hindi" lang="hi" error={errorOf(formState.errors, 'descriptionHi')} rows={4} {...register('descriptionHi')} />
      </div>
      <FieldGrid
        fields={[
          { name: 'category', label: 'Category', select: categories },
          { name: 'productType', label: 'Product type', select: PRODUCT_TYPES },
          { name: 'color', label: 'Colour', select: COLORS },
          { name: 'availabilityStatus', label: 'Availability', select: AVAILABILITY_STATUSES },
          { name: 'productStatus', label: 'Product status', select: PRODUCT_STATUSES },
          { name: 'featuredProduct', label: 'Featured product (shown in Featured on the home page)', check: true },
        ]}
      />
    </Section>
  );
}

export function PricesSection() {
  return (
    <Section title="Prices and stock">
      <div className="form-grid two">
        <ProductNumber name="tailorPrice" label="Tailor-made price (₹)" unit="₹" hint="Leave empty if not sold tailor-made." empty="null" step="0.01" />
        <ProductNumber name="readyMadePrice" label="Ready-made price (₹)" unit="₹" hint="Leave empty if not sold ready-made." empty="null" step="0.01" />
        <ProductNumber name="discount" label="Discount (%)" unit="%" unitAfter max={100} step="any" />
        <ProductNumber name="quantityInStock" label="Quantity in stock" required inputMode="numeric" step={1} />
        <ProductNumber name="shippingCost" label="Shipping cost (₹)" unit="₹" required step="0.01" />
        <ProductText name="estimatedDeliveryTime" label="Estimated delivery time" placeholder="e.g. 7-10 days" />
      </div>
    </Section>
  );
}

/** Ready-made sizes from the category's chart. */
export function SizesSection({ category, chart }: { category: string; chart: readonly string[] }) {
  const { control, formState } = useFormContext<ProductFormInput>();
  return (
    <Section title="Ready-made sizes" description="Tick the sizes this design is in stock in. None ticked: every size of the chart.">
      <Controller
        control={control}
        name="sizes"
        render={({ field }) => (
          <CheckGroup
            legend={`Sizes (${category})`}
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
  { name: 'fabricType', label: 'Fabric type', select: FABRIC_TYPES },
  { name: 'stitchingType', label: 'Stitching type', select: STITCHING_TYPES },
  { name: 'pattern', label: 'Pattern', select: PATTERNS },
  { name: 'fabricFeel', label: 'Fabric feel', text: true, placeholder: 'e.g. Soft and breathable' },
  { name: 'durability', label: 'Durability', text: true, placeholder: 'e.g. High' },
];

const EMBELLISHMENT_DETAILS: FieldSpec[] = [
  { name: 'embellishmentDetails.embroidery', label: 'Embroidery', text: true },
  { name: 'embellishmentDetails.beadwork', label: 'Beadwork', text: true },
  { name: 'embellishmentDetails.stonework', label: 'Stonework', text: true },
  { name: 'embellishmentDetails.additionalDetails', label: 'Additional details', text: true },
];

export function FabricSection() {
  return (
    <Section title="Fabric and make">
      <FieldGrid fields={FABRIC} />
    </Section>
  );
}

export function EmbellishmentsSection() {
  const { control } = useFormContext<ProductFormInput>();
  return (
    <Section title="Embellishments">
      <Controller
        control={control}
        name="embellishments"
        render={({ field }) => (
          <CheckGroup legend="Embellishments" idPrefix="embellishments" options={EMBELLISHMENTS} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
        )}
      />
      <FieldGrid fields={EMBELLISHMENT_DETAILS} />
    </Section>
  );
}
