import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatINR } from '@tailor/domain/money';
import { ORDER_STEPS, ORDER_TYPE_LABELS, type OrderDraft, type OrderType } from '@tailor/domain';
import { phoneHref, whatsappHref } from '@tailor/domain/shopDetails';
import { useShopSettings } from '../../shop-info';
import type { ProductState } from './ProductInfoStep';
import { PaymentAndNotes, SendOrderButton } from '../components/CashOnDelivery';
import { SummaryList, SummaryRow } from '../../../components/SummaryList';
import { currentLocale, msg } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

const TRUST = [
  { icon: '₹', title: msg('Best prices in the city'), text: msg('Honest quotes, guaranteed lowest for custom work.') },
  { icon: '✂', title: msg('Custom design expert'), text: msg('Blouses, suits and lehengas made to your design.') },
  { icon: '✔', title: msg('Strong stitching quality'), text: msg('Finished seams that last wash after wash.') },
  { icon: '★', title: msg('1000+ happy customers'), text: msg('Trusted across Mumbai for over 10 years.') },
];

const STRIP = [msg('Cash on delivery'), msg('No online payment'), msg('Confirmation call before stitching'), msg('10+ years of experience')];

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
  const { t } = useT();
  const shop = useShopSettings();
  const { register, control } = useFormContext<OrderDraft>();
  const category = useWatch({ control, name: 'category' });
  const product = productState.status === 'ready' ? productState.product : null;

  return (
    <div className="stack">
      <ul className="trust-banner" aria-label={t('Why order with us')}>
        {TRUST.map((item) => (
          <li key={item.title}>
            <span className="trust-icon" aria-hidden="true">
              {item.icon}
            </span>
            <span>
              <strong>{t(item.title)}</strong>
              <span className="trust-text">{t(item.text)}</span>
            </span>
          </li>
        ))}
      </ul>

      <div className="wizard-card ready-to-order">
        <h3 className="wizard-card-title">{t('Ready to Order?')}</h3>
        <p>{t('Call us to discuss your design, measurements and payment. We are happy to help you choose.')}</p>
        <div className="row gap">
          <a className="btn btn-outline" href={phoneHref(shop)}>
            {t('Call {phone}', { phone: shop.phone })}
          </a>
          <a className="btn btn-ghost" href={whatsappHref(shop, t('Hello {shop}, I would like to discuss an order.', { shop: shop.name }))} target="_blank" rel="noreferrer">
            {t('WhatsApp us')}
          </a>
        </div>
      </div>

      <div className="wizard-card stack">
        <PaymentAndNotes radioName="paymentType" notesId="order-special-instructions" notes={register('specialInstructions')} />

        <div className="order-summary">
          <h3 className="wizard-card-title">{t('Your request')}</h3>
          <SummaryList>
            <SummaryRow label={t('Order type')}>{t(ORDER_TYPE_LABELS[orderType])}</SummaryRow>
            {product && (
              <SummaryRow label={t('Product')}>
                {product.productName} × {product.quantity}
              </SummaryRow>
            )}
            {category && <SummaryRow label={t('Category')}>{t(category)}</SummaryRow>}
            <SummaryRow label={t('Estimated price')}>
              {product && product.price > 0 ? formatINR(product.totalPrice, { decimals: 2, locale: currentLocale() }) : t('Price on call')}
            </SummaryRow>
            <SummaryRow label={t('Payment')}>{t('Cash on delivery')}</SummaryRow>
          </SummaryList>
        </div>

        {errorSteps.length > 0 && (
          <div className="notice notice-error" role="alert">
            <p>{t('Some details are missing or need a fix. Please check:')}</p>
            <ul className="error-steps">
              {errorSteps.map((s) => (
                <li key={s}>
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => onJump(s)}>
                    {t(ORDER_STEPS[s]!)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}

        {notice}
        <SendOrderButton type="submit" sending={submitting} uploading={uploading} />
      </div>

      <ul className="trust-strip" aria-label={t('Our promise')}>
        {STRIP.map((s) => (
          <li key={s}>{t(s)}</li>
        ))}
      </ul>
    </div>
  );
}
