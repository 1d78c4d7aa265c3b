import { Link } from '../../../components/links';
import type { CartState } from '../useCart';
import type { CartLineView } from '../data';
import { CART_PRODUCT_TYPE_LABELS } from '@tailor/domain/options';
import { CART_MESSAGES, groupLines, summaryIsCurrent, unavailableCount } from '../cartView';
import { CartLineItem, type CartLineHandlers } from './CartLineItem';
import { CartSummary } from './CartSummary';
import { useT } from '../../../lib/i18n/useT';
import './Cart.css';

export type CartBanner = 'success' | 'error' | null;

export interface CartViewProps extends CartLineHandlers {
  state: CartState;
  busy: ReadonlySet<string>;
  banner: CartBanner;
  onRetry: () => void;
}

function Group({ title, id, lines, busy, handlers }: { title: string; id: string; lines: CartLineView[]; busy: ReadonlySet<string>; handlers: CartLineHandlers }) {
  if (lines.length === 0) return null;
  return (
    <section className="cart-group" aria-labelledby={id}>
      <h2 id={id} className="cart-group-title">
        {title} <span className="muted">({lines.length})</span>
      </h2>
      <ul className="cart-lines">
        {lines.map((line) => (
          <CartLineItem key={line.id} line={line} busy={busy.has(line.id)} {...handlers} />
        ))}
      </ul>
    </section>
  );
}

export function CartView({ state, busy, banner, onRetry, ...handlers }: CartViewProps) {
  const { t } = useT();
  const showError = state.status === 'error' || banner === 'error';
  return (
    <section className="container page cart-page">
      <h1 className="page-title">{t(CART_MESSAGES.title)}</h1>

      {showError ? (
        <p className="notice notice-error cart-banner" role="alert">
          {t(CART_MESSAGES.broken)}
        </p>
      ) : banner === 'success' ? (
        <p className="notice notice-success cart-banner" role="status">
          {t(CART_MESSAGES.updated)}
        </p>
      ) : null}

      {state.status === 'loading' && (
        <div className="cart-skeletons" role="status" aria-label={t('Loading your cart')}>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="cart-skeleton skeleton" data-testid="cart-skeleton" />
          ))}
        </div>
      )}

      {state.status === 'error' && (
        <div className="card cart-state">
          <p>{t(CART_MESSAGES.loadFailed)}</p>
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            {t('Try Again')}
          </button>
        </div>
      )}

      {state.status === 'ready' && state.lines.length === 0 && (
        <div className="card cart-state cart-empty">
          <svg viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 3h2l2.6 10.4A2 2 0 0 0 9.5 15H18a2 2 0 0 0 1.9-1.4L22 7H6.2L5.7 5H3V3Z"
            />
          </svg>
          <h2>{t(CART_MESSAGES.empty)}</h2>
          <p className="muted">
            {t('Pick a design and choose {readymade} or {tailor} to add it here.', {
              readymade: t(CART_PRODUCT_TYPE_LABELS.readymade),
              tailor: t(CART_PRODUCT_TYPE_LABELS.tailor),
            })}
          </p>
          <Link to="/gallery" className="btn btn-primary">
            {t('Browse designs')}
          </Link>
        </div>
      )}

      {state.status === 'ready' && state.lines.length > 0 && (
        <div className="cart-layout">
          <div className="cart-groups">
            <Group title={t(CART_PRODUCT_TYPE_LABELS.readymade)} id="cart-ready" lines={groupLines(state.lines).readymade} busy={busy} handlers={handlers} />
            <Group title={t(CART_PRODUCT_TYPE_LABELS.tailor)} id="cart-tailor" lines={groupLines(state.lines).tailor} busy={busy} handlers={handlers} />
          </div>
          <CartSummary
            summary={state.summary}
            current={summaryIsCurrent(state.lines, state.summary)}
            leftOut={unavailableCount(state.lines)}
            orderable={state.lines.filter((l) => l.available).length}
          />
        </div>
      )}
    </section>
  );
}
