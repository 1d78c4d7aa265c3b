import { TextAreaField } from '../../../components/form/Field';
import { useT } from '../../../lib/i18n/useT';

/** Cash on delivery (the only way to pay) and the customer's notes, as the order form and checkout both end. */
export function PaymentAndNotes({ radioName, notesId, notes }: { radioName: string; notesId: string; notes: Record<string, unknown> }) {
  const { t } = useT();
  return (
    <>
      <fieldset className="payment-method">
        <legend className="wizard-card-title">{t('Payment method')}</legend>
        <label className="payment-option">
          <input type="radio" name={radioName} value="COD" checked readOnly />
          <span>
            <strong>{t('Cash on Delivery (COD)')}</strong>
            <span className="field-hint">{t('No online payment. We confirm the price on a call, and you pay when you receive your order.')}</span>
          </span>
        </label>
      </fieldset>
      <TextAreaField id={notesId} label={t('Special instructions')}
        maxLength={2000}
        placeholder={t('Optional: best time to call, delivery notes…')} {...notes} />
    </>
  );
}

/** The send button and its promise; waits for uploads still under way. */
export function SendOrderButton({ type, onClick, sending, uploading }: { type: 'submit' | 'button'; onClick?: () => void; sending: boolean; uploading: boolean }) {
  const { t } = useT();
  return (
    <>
      <button type={type} className="btn btn-primary btn-block send-order" onClick={onClick} disabled={sending || uploading}>
        {sending ? t('Sending…') : uploading ? t('Waiting for uploads…') : t('Send order request')}
      </button>
      <p className="field-hint center-text">{t('Nothing is charged now. We will call you to confirm.')}</p>
    </>
  );
}
