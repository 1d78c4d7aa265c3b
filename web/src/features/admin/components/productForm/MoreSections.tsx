import { Controller, useFormContext } from 'react-hook-form';
import type { ProductFormInput } from '../../productForm';
import { ProductImagesField } from '../ProductImagesField';
import { FieldGrid, ProductCheck, ProductListField, Section } from './fields';

export function TailoringSection() {
  return (
    <Section title="Tailoring details" description="Shown in the design view for every product.">
      <FieldGrid
        fields={[
          { name: 'blouseTailoring.galaDesign', label: 'Gala (neck) design', text: true },
          { name: 'blouseTailoring.backDesign', label: 'Back design', text: true },
          { name: 'blouseTailoring.bajuDesign', label: 'Baju (sleeve) design', text: true },
          { name: 'blouseTailoring.silaiType', label: 'Silai (stitching) type', text: true },
          { name: 'blouseTailoring.blouseCustomizations', label: 'Customisations', text: true },
        ]}
      />
    </Section>
  );
}

const LISTS = [
  { name: 'customizationOptions', label: 'Customisation options', hint: 'Separate with commas, e.g. Sleeve length, Neck depth' },
  { name: 'tags', label: 'Tags', hint: 'Separate with commas' },
  { name: 'seasonalTags', label: 'Seasonal tags', hint: 'Separate with commas, e.g. Diwali, Wedding season' },
] as const;

export function CustomisationSection() {
  const { control } = useFormContext<ProductFormInput>();
  return (
    <Section title="Customisation and tags">
      <div className="product-form-checks">
        <ProductCheck name="customizationAvailable" label="Customisation available" />
      </div>
      <div className="form-grid two">
        {LISTS.map((list) => (
          <Controller
            key={list.name}
            control={control}
            name={list.name}
            render={({ field }) => <ProductListField {...list} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
          />
        ))}
      </div>
    </Section>
  );
}

export function MediaSection({
  productId,
  savedPaths,
  onUploadingChange,
}: {
  productId: string;
  savedPaths: ReadonlySet<string>;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const { control } = useFormContext<ProductFormInput>();
  return (
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
            onUploadingChange={onUploadingChange}
            error={fieldState.error?.message ?? (Array.isArray(fieldState.error) ? 'Check the image links' : undefined)}
          />
        )}
      />
      <FieldGrid
        fields={[
          { name: 'stitchedImage', label: 'Stitched image link', text: true, placeholder: 'https://…' },
          { name: 'video', label: 'Video link', text: true, placeholder: 'https://…' },
        ]}
      />
    </Section>
  );
}
