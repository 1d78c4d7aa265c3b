import type { Dispatch, SetStateAction } from 'react';
import { ImageUploader } from '../../../../components/ImageUploader';
import type { SavedProfile } from '../../data';
import { lineErrors, withoutFixedLineErrors, type Errors } from '../checkoutModel';
import type { CheckoutLine } from '../data';
import type { CheckoutDraft } from '../draft';
import { LineHeader } from './LineHeader';
import { LineMeasurements } from './LineMeasurements';

/** Step 2: one card per line (the size of a ready-made one, the measurements of a tailor-made one), then cloth pictures. */
export function MeasurementsStep({
  uid,
  orderable,
  draft,
  profiles,
  errors,
  setErrors,
  update,
  onUploadingChange,
}: {
  uid: string;
  orderable: CheckoutLine[];
  draft: CheckoutDraft;
  profiles: SavedProfile[];
  errors: Errors;
  setErrors: Dispatch<SetStateAction<Errors>>;
  update: (fn: (d: CheckoutDraft) => CheckoutDraft) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  return (
    <div className="stack">
      <p className="notice">Ready-made pieces come in the size you chose. Each tailor-made piece is stitched to its own measurements, in inches.</p>
      {orderable.map((l) => (
        <section key={l.id} className="wizard-card stack checkout-line" aria-label={l.productName || 'Design'}>
          <LineHeader line={l} />
          {l.productType === 'readymade' ? (
            <p>
              Size <strong data-testid="checkout-size">{l.size}</strong>
            </p>
          ) : (
            <LineMeasurements
              uid={uid}
              line={l}
              draft={draft.lines[l.id]}
              profiles={profiles}
              errors={lineErrors(errors, l.id)}
              onChange={(ld) => {
                update((d) => ({ ...d, lines: { ...d.lines, [l.id]: ld } }));
                setErrors((e) => withoutFixedLineErrors(e, l.id, ld));
              }}
            />
          )}
        </section>
      ))}
      {orderable.some((l) => l.productType === 'tailor') && (
        <div className="wizard-card">
          <ImageUploader
            id="checkout-cloth-pic"
            label="Cloth pictures (optional)"
            hint="Photos of your fabric, or of a garment you want copied. Say in the notes which piece each is for."
            value={draft.clothPic}
            onChange={(urls) => update((d) => ({ ...d, clothPic: urls }))}
            pathPrefix={`users/${uid}/orders`}
            max={10}
            onUploadingChange={onUploadingChange}
          />
        </div>
      )}
    </div>
  );
}
