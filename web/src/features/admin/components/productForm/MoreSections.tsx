import { msg } from '../../../../lib/i18n/translate';
import { Controller, useFormContext } from 'react-hook-form';
import type { ProductFormInput } from '../../productForm';
import { ProductImagesField } from '../ProductImagesField';
import { FieldGrid, ProductCheck, ProductListField, Section } from './fields';

export function TailoringSection() {
  return (
    <Section title={msg('Tailoring details')} description={msg('Shown in the design view for every product.')}>
      <FieldGrid
        fields={[
          { name: 'blouseTailoring.galaDesign', label: msg('Gala (neck) design'), text: true },
          { name: 'blouseTailoring.backDesign', label: msg('Back design'), text: true },
          { name: 'blouseTailoring.bajuDesign', label: msg('Baju (sleeve) design'), text: true },
          { name: 'blouseTailoring.silaiType', label: msg('Silai (stitching) type'), text: true },
          { name: 'blouseTailoring.blouseCustomizations', label: msg('Customisations'), text: true },
        ]}
      />
    </Section>
  );
}

const LISTS = [
  { name: 'customizationOptions', label: msg('Customisation options'), hint: msg('Separate with commas, e.g. Sleeve length, Neck depth') },
  { name: 'tags', label: msg('Tags'), hint: msg('Separate with commas') },
  { name: 'seasonalTags', label: msg('Seasonal tags'), hint: msg('Separate with commas, e.g. Diwali, Wedding season') },
] as const;

export function CustomisationSection() {
  const { control } = useFormContext<ProductFormInput>();
  return (
    <Section title={msg('Customisation and tags')}>
      <div className="product-form-checks">
        <ProductCheck name="customizationAvailable" label={msg('Customisation available')} />
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
    <Section title={msg('Images and media')}>
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
            error={fieldState.error?.message ?? (Array.isArray(fieldState.error) ? msg('Check the image links') : undefined)}
          />
        )}
      />
      <FieldGrid
        fields={[
          { name: 'stitchedImage', label: msg('Stitched image link'), text: true, placeholder: msg('https://…') },
          { name: 'video', label: msg('Video link'), text: true, placeholder: msg('https://…') },
        ]}
      />
    </Section>
  );
}
