import { Link } from '../../../components/links';
import { useFormContext, useFormState } from 'react-hook-form';
import { formatINR } from '@tailor/domain/money';
import { CART_PRODUCT_TYPE_LABELS, ORDER_CATEGORIES, type OrderDraft, type OrderType } from '@tailor/domain';
import { phoneHref } from '@tailor/domain/shopDetails';
import { useShopSettings } from '../../shop-info';
import { FieldError, useFieldA11y } from '../components/FieldError';
import type { OrderProduct } from '../data';
import { ShopImage } from '../../../components/ShopImage';
import { SummaryList, SummaryRow } from '../../../components/SummaryList';
import { currentLocale } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';
import { problemText } from '../problemText';

export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: OrderProduct }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'none' };


function CustomCategory() {
  const { t, language } = useT();
  const shop = useShopSettings();
  const { register } = useFormContext<OrderDraft>();
  const a11y = useFieldA11y('category', 'order-category-error', 'order-category-hint');
  return (
    <div className="wizard-card stack">
      <h3 className="wizard-card-title">{t('Select Category')}</h3>
      <div className="call-panel">
        <p>
          {t('Not sure what to choose? Call us for a free enquiry:')}{' '}
          <a href={phoneHref(shop)} className="call-link">
            {shop.phone}
          </a>
        </p>
        <p className="price-note">{t('The price of a custom design is given only over a call, and it is guaranteed to be the lowest.')}</p>
        {/* The English shop says it in Hindi too; the Hindi shop has said it already. */}
        {language !== 'hi' && (
          <p className="price-note" lang="hi">
            कस्टम डिज़ाइन की कीमत केवल कॉल पर बताई जाती है, और हम सबसे कम कीमत की गारंटी देते हैं।
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="order-category">{t('Category')}</label>
        <select id="order-category" {...register('category', { setValueAs: (v: string) => v || null })} {...a11y}>
          <option value="">{t('Select blouse, dress, lehenga...')}</option>
          {ORDER_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(c)}
            </option>
          ))}
        </select>
        <p className="field-hint" id="order-category-hint">
          {t('The measurement form follows the category you choose.')}
        </p>
        <FieldError name="category" id="order-category-error" />
      </div>
    </div>
  );
}

function SizeChoice({ sizes }: { sizes: readonly string[] }) {
  const { t } = useT();
  const { register } = useFormContext<OrderDraft>();
  const a11y = useFieldA11y('lines.0.size', 'order-size-error');
  return (
    <div className="field">
      <label htmlFor="order-size">
        {t('Size')} <span aria-hidden="true">*</span>
      </label>
      <select id="order-size" {...register('lines.0.size', { setValueAs: (v: string) => v || undefined })} {...a11y}>
        <option value="">{t('Choose a size')}</option>
        {sizes.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      <FieldError name="lines.0.size" id="order-size-error" />
    </div>
  );
}

function ProductSummary({ product, orderType, problems }: { product: OrderProduct; orderType: OrderType; problems: readonly string[] | null }) {
  const { t } = useT();
  const image = product.image[0];
  const inr = (paise: number) => formatINR(paise, { decimals: 2, locale: currentLocale() });
  const rows: [string, string][] = [
    [t('Product name'), product.productName || t('Unnamed product')],
    [t('Category'), product.category ? t(product.category) : '—'],
    [t('Discount'), `${product.discount}%`],
    [t('Price'), product.price > 0 ? inr(product.price) : t('Price on call')],
    [t('Quantity'), String(product.quantity)],
    [t('Product type'), t(CART_PRODUCT_TYPE_LABELS[orderType === 'readymade' ? 'readymade' : 'tailor'])],
  ];
  return (
    <div className="wizard-card product-summary">
      {image ? (
        <ShopImage url={image} alt={product.productName} sizes="orderSummary" width={240} height={300} eager className="product-summary-image" />
      ) : (
        <div className="product-summary-image placeholder" aria-hidden="true" />
      )}
      <div className="stack">
        <SummaryList>
          {rows.map(([k, v]) => (
            <SummaryRow key={k} label={k}>
              {v}
            </SummaryRow>
          ))}
        </SummaryList>
        {product.price > 0 && (
          <p className="product-summary-total">
            {t('Estimated total:')} <strong>{inr(product.totalPrice)}</strong>
            {product.discount > 0 && <span className="muted"> {t('(after {discount}% off)', { discount: product.discount })}</span>}
          </p>
        )}
        {orderType === 'readymade' && <SizeChoice sizes={product.sizes} />}
        {problems ? (
          <p className="notice notice-error" role="alert" data-testid="order-line-problem">
            {problems.map((p) => problemText(p)).join(' ')}
          </p>
        ) : (
          !product.available && <p className="notice">{t('This product is currently unavailable; we will discuss alternatives on the call.')}</p>
        )}
        <p className="field-hint">{t('The final price is confirmed by the shop when we call you.')}</p>
      </div>
    </div>
  );
}

export function ProductInfoStep({
  orderType,
  productState,
  problems = null,
}: {
  orderType: OrderType;
  productState: ProductState;
  /** The shop's refusal of the design (the API's English messages). */
  problems?: readonly string[] | null;
}) {
  const { t } = useT();
  const { errors } = useFormState<OrderDraft>();
  if (orderType === 'custom') return <CustomCategory />;
  if (productState.status === 'loading') {
    return (
      <p className="wizard-loading" role="status">
        {t('Loading...')}
      </p>
    );
  }
  if (productState.status === 'ready') return <ProductSummary product={productState.product} orderType={orderType} problems={problems} />;
  return (
    <div className="notice stack" role={errors.lines ? 'alert' : undefined}>
      <p>
        {productState.status === 'error'
          ? t('We could not load this product. Please check your connection and try again.')
          : productState.status === 'missing'
            ? t('This product is no longer available.')
            : t('No product is selected for this order.')}
      </p>
      <p>
        <Link to="/gallery">{t('Browse designs')}</Link> {t('or')} <Link to="/order/null/custom">{t('request a custom design')}</Link>.
      </p>
    </div>
  );
}
