import { Link } from '../../../components/links';
import { Controller, useFormContext } from 'react-hook-form';
import type { OrderDraft, OrderType } from '@tailor/domain';
import { ImageUploader } from '../../../components/ImageUploader';
import { FieldError, useFieldA11y } from '../components/FieldError';
import { problemText } from '../problemText';
import { msg } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

interface Props {
  orderType: OrderType;
  uid: string;
  onUploadingChange: (key: string, busy: boolean) => void;
}

const PICTURES = {
  clothPic: { id: 'order-cloth-pic', label: msg('Cloth Picture You Want to Tailor'), hint: msg('Photos of your fabric, or of a garment you want copied.') },
  designPic: { id: 'order-design-pic', label: msg('Design Reference Pictures'), hint: msg('Pictures of designs you like.') },
} as const;

interface PicturesProps {
  name: keyof typeof PICTURES;
  pathPrefix: string;
  onUploadingChange: (key: string, busy: boolean) => void;
}

/** Up to ten pictures the shopper uploads with the order, kept in the form's draft. */
function PicturesField({ name, pathPrefix, onUploadingChange }: PicturesProps) {
  const { t } = useT();
  const { control } = useFormContext<OrderDraft>();
  const { id, label, hint } = PICTURES[name];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageUploader
          id={id}
          label={t(label)}
          hint={t(hint)}
          value={field.value}
          onChange={field.onChange}
          pathPrefix={pathPrefix}
          max={10}
          error={fieldState.error?.message && problemText(fieldState.error.message)}
          onUploadingChange={(busy) => onUploadingChange(name, busy)}
        />
      )}
    />
  );
}

export function OrderTypeStep({ orderType, uid, onUploadingChange }: Props) {
  const { t } = useT();
  const { register } = useFormContext<OrderDraft>();
  const colorA11y = useFieldA11y('color', 'order-color-error');
  const designA11y = useFieldA11y('designDetails', 'order-design-details-error');
  const linkA11y = useFieldA11y('Link', 'order-link-error', 'order-link-hint');
  const detailsA11y = useFieldA11y('customerDetails', 'order-customer-details-error', 'order-customer-details-hint');
  const pathPrefix = `users/${uid}/orders`;

  return (
    <div className="stack">
      <p className="notice">{t('Please complete all required fields to proceed with your order')}</p>

      {orderType === 'readymade' ? (
        <div className="wizard-card">
          <p className="readymade-note">{t('Select from our curated ready-made collection')}</p>
          <p className="field-hint">
            {t('Ready-made pieces come finished;')} <Link to="/gallery">{t('browse the collection')}</Link> {t('to add more.')}
          </p>
        </div>
      ) : (
        <div className="wizard-card stack">
          <PicturesField name="clothPic" pathPrefix={pathPrefix} onUploadingChange={onUploadingChange} />
          <div className="field">
            <label htmlFor="order-color">{t('Colour')}</label>
            <input id="order-color" type="text" maxLength={60} placeholder={t('e.g. Maroon with golden border')} {...register('color')} {...colorA11y} />
            <FieldError name="color" id="order-color-error" />
          </div>
        </div>
      )}

      {orderType === 'custom' && (
        <div className="wizard-card stack">
          <div className="field">
            <label htmlFor="order-design-details">{t('Design Details')}</label>
            <textarea
              id="order-design-details"
              maxLength={2000}
              placeholder={t('Neckline, sleeves, back design, embroidery, lining…')}
              {...register('designDetails')}
              {...designA11y}
            />
            <FieldError name="designDetails" id="order-design-details-error" />
          </div>
          <PicturesField name="designPic" pathPrefix={pathPrefix} onUploadingChange={onUploadingChange} />
          <div className="field">
            <label htmlFor="order-link">{t('Design Reference Link')}</label>
            <input id="order-link" type="url" inputMode="url" placeholder={t('https://…')} {...register('Link')} {...linkA11y} />
            <p className="field-hint" id="order-link-hint">
              {t('A link to a design you saw online (Instagram, Pinterest…).')}
            </p>
            <FieldError name="Link" id="order-link-error" />
          </div>
        </div>
      )}

      <div className="wizard-card">
        <div className="field">
          <label htmlFor="order-customer-details">{t('Additional Customer Details')}</label>
          <textarea
            id="order-customer-details"
            maxLength={2000}
            placeholder={t('Anything else we should know: occasion, fit preferences, delivery date…')}
            {...register('customerDetails')}
            {...detailsA11y}
          />
          <p className="field-hint" id="order-customer-details-hint">
            {t('Optional.')}
          </p>
          <FieldError name="customerDetails" id="order-customer-details-error" />
        </div>
      </div>
    </div>
  );
}
