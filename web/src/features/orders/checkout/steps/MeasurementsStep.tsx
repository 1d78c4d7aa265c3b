import type { Dispatch, SetStateAction } from 'react';
import { ImageUploader } from '../../../../components/ImageUploader';
import type { SavedProfile } from '../../data';
import { lineErrors, withoutFixedLineErrors, type Errors } from '../checkoutModel';
import type { CheckoutLine } from '../data';
import type { CheckoutDraft } from '../draft';
import { LineHeader } from './LineHeader';
import { LineMeasurements } from './LineMeasurements';
import { useT } from '../../../../lib/i18n/useT';
import { problemText } from '../../problemText';

/** What is wrong with a line as a whole, with the way out: leaving it in the cart for now. */
function LineMessages({ messages, onLeaveOut }: { messages: (string | undefined)[]; onLeaveOut?: () => void }) {
  const { t } = useT();
  const shown = messages.filter((m): m is string => !!m);
  if (shown.length === 0) return null;
  return (
    <div className="notice notice-error checkout-line-problem" role="alert">
      {shown.map((m) => (
        <p key={m}>{problemText(m)}</p>
      ))}
      {onLeaveOut && (
        <button type="button" className="btn btn-outline btn-sm" onClick={onLeaveOut}>
          {t('Leave out of this order (it stays in your cart)')}
        </button>
      )}
    </div>
  );
}

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
  problems,
  onLeaveOut,
}: {
  uid: string;
  /** The lines this order sends. */
  orderable: CheckoutLine[];
  draft: CheckoutDraft;
  profiles: SavedProfile[];
  errors: Errors;
  setErrors: Dispatch<SetStateAction<Errors>>;
  update: (fn: (d: CheckoutDraft) => CheckoutDraft) => void;
  onUploadingChange: (uploading: boolean) => void;
  /** Why the shop refused a line when it was sent, by line id. */
  problems: Record<string, string>;
  onLeaveOut: (line: CheckoutLine) => void;
}) {
  const { t } = useT();
  return (
    <div className="stack">
      <p className="notice">{t('Ready-made pieces come in the size you chose. Each tailor-made piece is stitched to its own measurements, in inches.')}</p>
      {orderable.map((l) => (
        <section
          key={l.id}
          className={problems[l.id] ? 'wizard-card stack checkout-line has-problem' : 'wizard-card stack checkout-line'}
          aria-label={l.productName || t('Design')}
          data-testid="checkout-line"
        >
          <LineHeader line={l} />
          <LineMessages
            messages={[problems[l.id], errors[`${l.id}.line`], errors[`${l.id}.category`]]}
            onLeaveOut={problems[l.id] || errors[`${l.id}.line`] ? () => onLeaveOut(l) : undefined}
          />
          {l.productType === 'readymade' ? (
            <p>
              {t('Size')} <strong data-testid="checkout-size">{l.size}</strong>
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
            label={t('Cloth pictures (optional)')}
            hint={t('Photos of your fabric, or of a garment you want copied. Say in the notes which piece each is for.')}
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
