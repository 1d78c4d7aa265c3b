import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatINR } from '@tailor/domain/money';
import { ORDER_STEPS, ORDER_TYPE_LABELS, type OrderDraft, type OrderType } from '@tailor/domain';
import { phoneHref, whatsappHref } from '@tailor/domain/shopDetails';
import { useShopSettings } from '../../shop-info';
import type { ProductState } from './ProductInfoStep';
import { PaymentAndNotes, SendOrderButton } from '../components/CashOnDelivery';
import { SummaryList, SummaryRow } from '../../../components/SummaryList';

const TRUST = [
  { icon: '₹', title: 'Best prices in the city', text: 'Honest quotes, guaranteed lowest for custom work.' },
  { icon: '✂', title: 'Custom design expert', text: 'Blouses, suits and lehengas made to your design.' },
  { icon: '✔', title: 'Strong stitching quality', text: 'Finished seams that last wash after wash.' },
  { icon: '★', title: '1000+ happy customers', text: 'Trusted across Mumbai for over 10 years.' },
];

const STRIP = ['Cash on delivery', 'No online payment', 'Confirmation call before stitching', '10+ years of experience'];


interface Props {
  orderType: OrderType;
  productState: ProductState;
  errorSteps: number[];
  onJump: (step: number) => void;
  submitting: boolean;
  uploading: boolean;
  /** What happened to the last send (offline, no answer, a limit…), beside the button. */
  notice: ReactNode;
}

export function PaymentStep({ orderType, productState, errorSteps, onJump, submitting, uploading, notice }: Props) {
  const shop = useShopSettings();
  const { register, control } = useFormContext<OrderDraft>();
  const category = useWatch({ control, name: 'category' });
  const product = productState.status === 'ready' ? productState.product : null;

  return (
    <div className="stack">
      <ul className="trust-banner" aria-label="Why order with us">
        {TRUST.map((t) => (
          <li key={t.title}>
            <span className="trust-icon" aria-hidden="true">
              {t.icon}
            </span>
            <span>
              <strong>{t.title}</strong>
              <span className="trust-text">{t.text}</span>
            </span>
          </li>
        ))}
      </ul>

      <div className="wizard-card ready-to-order">
        <h3 className="wizard-card-title">Ready to Order?</h3>
        <p>Call us to discuss your design, measurements and payment. We are happy to help you choose.</p>
        <div className="row gap">
          <a className="btn btn-outline" href={phoneHref(shop)}>
            Call {shop.phone}
          </a>
          <a className="btn btn-ghost" href={whatsappHref(shop, `Hello ${shop.name}, I would like to discuss an order.`)} target="_blank" rel="noreferrer">
            WhatsApp us
          </a>
        </div>
      </div>

      <div className="wizard-card stack">
        <PaymentAndNotes radioName="paymentType" notesId="order-special-instructions" notes={register('specialInstructions')} />

        <div className="order-summary">
          <h3 className="wizard-card-title">Your request</h3>
          <SummaryList>
            <SummaryRow label="Order type">{ORDER_TYPE_LABELS[orderType]}</SummaryRow>
            {product && (
              <SummaryRow label="Product">
                {product.productName} × {product.quantity}
              </SummaryRow>
            )}
            {category && <SummaryRow label="Category">{category}</SummaryRow>}
            <SummaryRow label="Estimated price">{product && product.price > 0 ? formatINR(product.totalPrice, { decimals: 2 }) : 'Price on call'}</SummaryRow>
            <SummaryRow label="Payment">Cash on delivery</SummaryRow>
          </SummaryList>
        </div>

        {errorSteps.length > 0 && (
          <div className="notice notice-error" role="alert">
            <p>Some details are missing or need a fix. Please check:</p>
            <ul className="error-steps">
              {errorSteps.map((s) => (
                <li key={s}>
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => onJump(s)}>
                    {ORDER_STEPS[s]}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}

        {notice}
        <SendOrderButton type="submit" sending={submitting} uploading={uploading} />
      </div>

      <ul className="trust-strip" aria-label="Our promise">
        {STRIP.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
    </div>
  );
}
