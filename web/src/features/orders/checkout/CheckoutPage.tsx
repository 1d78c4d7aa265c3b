import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  customerSchema,
  INDIAN_STATES,
  MAX_MEASUREMENT,
  MAX_ORDER_LINES,
  MEASUREMENT_CATEGORIES,
  MEASUREMENT_FIELDS,
  MEASUREMENT_KEYS,
  measurementCategoryKey,
  measurementProfileSchema,
  missingMeasurements,
  ORDER_LIMIT_MESSAGES,
  orderCategoryFor,
  reviewOrder,
  toMeasurementNumber,
  validateOrderRequest,
  type MeasurementCategory,
  type OrderCustomer,
  type OrderDraft,
} from '@tailor/domain';
import { formatINR } from '@tailor/domain/money';
import { toast } from '../../../lib/toast';
import { useSession } from '../../auth/session';
import { useShopSettings } from '../../shop-info/shopSettings';
import { ImageUploader } from '../../../components/ImageUploader';
import { WizardStepper } from '../components/WizardStepper';
import { OrderTotals } from '../components/OrderTotals';
import { saveMeasurementProfile, sendOrderRequest, watchMeasurementProfiles, watchOrder, type SavedProfile } from '../data';
import { loadCheckoutCart, loadLastCustomer, orderLimitNow, saveAddress, watchAddresses, type CheckoutCart, type CheckoutLine, type SavedAddress } from './data';
import { clearCheckoutDraft, loadCheckoutDraft, saveCheckoutDraft, type CheckoutDraft, type LineDraft } from './draft';
import { parseOrderNumber, type OrderRecord } from '@tailor/domain';
import '../OrderWizard.css';
import './Checkout.css';

const STEPS = ['Your details', 'Sizes & measurements', 'Review & send'] as const;
const panelId = (step: number) => `checkout-step-panel-${step}`;
const money = (paise: number) => formatINR(paise, { decimals: 2 });
type Errors = Record<string, string>;

function measurementLabel(label: string): string {
  return label.replace(/\s*\(.*\)\s*$/, '');
}

/** The category a tailor-made line is measured for: the customer's choice, else the design's. */
function lineCategory(line: CheckoutLine, draft: LineDraft | undefined): MeasurementCategory | null {
  return draft?.category ?? measurementCategoryKey(line.category);
}

function lineValues(cat: MeasurementCategory, draft: LineDraft | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of MEASUREMENT_KEYS[cat]) out[key] = draft?.values[key] ?? 0;
  return out;
}

// ---- step 1: details and address ----

function CustomerFields({ customer, errors, onChange }: { customer: OrderCustomer; errors: Errors; onChange: (c: OrderCustomer) => void }) {
  const field = (name: keyof Omit<OrderCustomer, 'address'>, label: string, props: Record<string, unknown>) => (
    <div className="field">
      <label htmlFor={`checkout-${name}`}>
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={`checkout-${name}`}
        value={customer[name]}
        onChange={(e) => onChange({ ...customer, [name]: e.target.value })}
        aria-invalid={errors[`customer.${name}`] ? true : undefined}
        aria-describedby={errors[`customer.${name}`] ? `checkout-${name}-error` : undefined}
        required
        {...props}
      />
      {errors[`customer.${name}`] && (
        <p className="field-error" id={`checkout-${name}-error`}>
          {errors[`customer.${name}`]}
        </p>
      )}
    </div>
  );
  const addr = (name: 'street' | 'city' | 'pincode', label: string, props: Record<string, unknown>) => (
    <div className={name === 'street' ? 'field span-2' : 'field'}>
      <label htmlFor={`checkout-${name}`}>
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={`checkout-${name}`}
        value={customer.address[name]}
        onChange={(e) => onChange({ ...customer, address: { ...customer.address, [name]: e.target.value } })}
        aria-invalid={errors[`customer.address.${name}`] ? true : undefined}
        aria-describedby={errors[`customer.address.${name}`] ? `checkout-${name}-error` : undefined}
        required
        {...props}
      />
      {errors[`customer.address.${name}`] && (
        <p className="field-error" id={`checkout-${name}-error`}>
          {errors[`customer.address.${name}`]}
        </p>
      )}
    </div>
  );
  return (
    <>
      <div className="wizard-card form-grid two">
        {field('name', 'Full Name', { autoComplete: 'name', maxLength: 80 })}
        {field('email', 'Email Address', { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254 })}
        {field('phone', 'Phone Number', { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', placeholder: '10-digit mobile number', maxLength: 16 })}
      </div>
      <fieldset className="wizard-card">
        <legend className="wizard-card-title">Shipping Address</legend>
        <div className="form-grid two">
          {addr('street', 'Street address', { autoComplete: 'street-address', maxLength: 200 })}
          {addr('city', 'City', { autoComplete: 'address-level2', maxLength: 80 })}
          <div className="field">
            <label htmlFor="checkout-state">
              State <span aria-hidden="true">*</span>
            </label>
            <select
              id="checkout-state"
              autoComplete="address-level1"
              value={customer.address.state}
              onChange={(e) => onChange({ ...customer, address: { ...customer.address, state: e.target.value } })}
              aria-invalid={errors['customer.address.state'] ? true : undefined}
              aria-describedby={errors['customer.address.state'] ? 'checkout-state-error' : undefined}
            >
              <option value="">Select state</option>
              {INDIAN_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            {errors['customer.address.state'] && (
              <p className="field-error" id="checkout-state-error">
                {errors['customer.address.state']}
              </p>
            )}
          </div>
          {addr('pincode', 'Pincode', { inputMode: 'numeric', autoComplete: 'postal-code', placeholder: '6-digit pincode', maxLength: 7 })}
        </div>
      </fieldset>
    </>
  );
}

function addressLine(a: OrderCustomer): string {
  return `${a.name}, ${a.address.street}, ${a.address.city}, ${a.address.state} ${a.address.pincode}`;
}

// ---- step 2: one card per line ----

function LineMeasurements({
  uid,
  line,
  draft,
  profiles,
  errors,
  onChange,
}: {
  uid: string;
  line: CheckoutLine;
  draft: LineDraft | undefined;
  profiles: SavedProfile[];
  errors: Errors;
  onChange: (d: LineDraft) => void;
}) {
  const cat = lineCategory(line, draft);
  const current: LineDraft = draft ?? { category: cat, values: {}, profileId: '', profileName: '' };
  const [saveName, setSaveName] = useState('');
  const [saving, setSaving] = useState(false);
  const prefix = `line-${line.id}`;
  const ofCategory = profiles.filter((p) => p.category === cat);

  async function save() {
    if (!cat) return;
    const parsed = measurementProfileSchema.safeParse({ name: saveName, category: cat, values: lineValues(cat, current) });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? 'Please check the measurements.');
      return;
    }
    setSaving(true);
    try {
      const id = await saveMeasurementProfile(uid, parsed.data);
      onChange({ ...current, profileId: id, profileName: parsed.data.name });
      toast.success(`Measurements saved as "${parsed.data.name}".`);
      setSaveName('');
    } catch {
      toast.error('Could not save your measurements. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="stack">
      <fieldset className="category-choice">
        <legend>Garment</legend>
        <div className="segmented">
          {MEASUREMENT_CATEGORIES.map((c) => (
            <label key={c}>
              <input
                type="radio"
                name={`${prefix}-category`}
                value={c}
                checked={cat === c}
                onChange={() => onChange({ ...current, category: c, profileId: '', profileName: '' })}
              />
              <span>{orderCategoryFor(c)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {ofCategory.length > 0 && (
        <div className="field saved-profiles">
          <label htmlFor={`${prefix}-profile`}>Use saved measurements</label>
          <select
            id={`${prefix}-profile`}
            value={current.profileId}
            onChange={(e) => {
              const p = ofCategory.find((x) => x.id === e.target.value);
              if (!p) return onChange({ ...current, profileId: '', profileName: '' });
              onChange({ category: p.category, values: { ...p.values }, profileId: p.id, profileName: p.name });
            }}
          >
            <option value="">Enter measurements below…</option>
            {ofCategory.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {cat ? (
        <div className="measurement-grid">
          {MEASUREMENT_FIELDS[cat].map((f) => {
            const id = `${prefix}-${f.key}`;
            const error = errors[`${line.id}.${f.key}`];
            return (
              <div className="field measurement-field" key={f.key}>
                <label htmlFor={id}>{f.label}</label>
                <input
                  id={id}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={MAX_MEASUREMENT}
                  step={0.1}
                  placeholder="0"
                  value={current.values[f.key] ? String(current.values[f.key]) : ''}
                  onChange={(e) =>
                    onChange({ ...current, category: cat, profileId: '', profileName: '', values: { ...current.values, [f.key]: toMeasurementNumber(e.target.value) } })
                  }
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                />
                {error && (
                  <p className="field-error" id={`${id}-error`}>
                    {error}
                  </p>
                )}
              </div>
            );
          })}
        </div>
      ) : (
        <p className="muted">Choose the garment to see its measurements.</p>
      )}
      {cat && !current.profileId && (
        <div className="save-profile-row">
          <label className="sr-only" htmlFor={`${prefix}-save-name`}>
            Name these measurements
          </label>
          <input
            id={`${prefix}-save-name`}
            type="text"
            maxLength={60}
            placeholder="Name to save these measurements, e.g. My blouse size"
            value={saveName}
            onChange={(e) => setSaveName(e.target.value)}
          />
          <button type="button" className="btn btn-outline" onClick={() => void save()} disabled={saving || !saveName.trim()}>
            {saving ? 'Saving…' : 'Save these measurements'}
          </button>
        </div>
      )}
    </div>
  );
}

function LineHeader({ line }: { line: CheckoutLine }) {
  return (
    <div className="checkout-line-head">
      {line.image ? <img src={line.image} alt="" width={56} height={56} loading="lazy" /> : <span className="checkout-line-noimg" aria-hidden="true" />}
      <div>
        <h3 className="wizard-card-title">{line.productName || 'Design'}</h3>
        <p className="muted">
          {line.productType === 'readymade' ? 'Ready-made' : 'Tailor-made'} · Qty {line.quantity}
          {line.size ? ` · Size ${line.size}` : ''}
        </p>
      </div>
    </div>
  );
}

// ---- after sending ----

function CheckoutConfirmation({ orderId }: { orderId: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [order, setOrder] = useState<OrderRecord | null>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => watchOrder(orderId, setOrder, () => undefined), [orderId]);
  return (
    <section className="container page narrow order-confirmation" aria-labelledby="checkout-confirmation-title">
      <div className="card stack">
        <div className="confirm-check center-text" aria-hidden="true">
          ✓
        </div>
        <h1 className="page-title center-text" id="checkout-confirmation-title" ref={heading} tabIndex={-1}>
          Order request sent
        </h1>
        <p className="confirm-number center-text">
          {/* Trusted code numbers the order (SS-1001, …) a moment after it is stored. */}
          Your order number is{' '}
          <strong data-testid="order-number" aria-live="polite">
            {order && parseOrderNumber(order.orderNumber) !== null ? order.orderNumber : '…'}
          </strong>
        </p>
        {order?.orderStatus === 'cancelled' && order.cancelReason && (
          <p className="notice notice-error" role="alert">
            {order.cancelReason}
          </p>
        )}
        <ul className="checkout-review-lines">
          {(order?.lines ?? []).map((l, i) => (
            <li key={i}>
              <span>
                <strong>{l.productName || 'Design'}</strong> × {l.quantity}
                <span className="muted"> · {l.size ? `Size ${l.size}` : l.measurements ? `Measurements: ${l.measurements.profileName || orderCategoryFor(l.measurements.category)}` : ''}</span>
              </span>
              <span>{l.totalPrice === null ? '…' : money(l.totalPrice)}</span>
            </li>
          ))}
        </ul>
        <OrderTotals
          subtotal={order?.subtotal ?? null}
          discountTotal={order?.discountTotal ?? null}
          shippingCharge={order?.shippingCharge ?? null}
          totalPrice={order?.totalPrice ?? null}
        />
        <p className="center-text">We will call you shortly to confirm. Payment is cash on delivery; nothing is charged now.</p>
        <p className="row gap center">
          <Link to={`/orders/${orderId}`}>View this order</Link>
          <span aria-hidden="true">·</span>
          <Link to="/orders">My orders</Link>
        </p>
      </div>
    </section>
  );
}

// ---- the checkout ----

type CartState = { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & CheckoutCart);

function Checkout({ uid, displayName, email }: { uid: string; displayName: string | null; email: string | null }) {
  const [cart, setCart] = useState<CartState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [draft, setDraft] = useState<CheckoutDraft>(() => loadCheckoutDraft(uid));
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [addresses, setAddresses] = useState<SavedAddress[]>([]);
  const [profiles, setProfiles] = useState<SavedProfile[]>([]);
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [placedId, setPlacedId] = useState<string | null>(null);
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);

  useEffect(() => saveCheckoutDraft(uid, draft), [uid, draft]);
  useEffect(() => {
    let cancelled = false;
    loadCheckoutCart(uid).then(
      (c) => !cancelled && setCart({ status: 'ready', ...c }),
      () => !cancelled && setCart({ status: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [uid, attempt]);
  useEffect(() => watchAddresses(uid, setAddresses, () => setAddresses([])), [uid]);
  useEffect(() => watchMeasurementProfiles(uid, setProfiles, () => setProfiles([])), [uid]);

  // Prefill once: the newest saved address, else the last order, else the account.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || draft.customer.name || draft.customer.phone) return;
    prefilled.current = true;
    void (async () => {
      const last = await loadLastCustomer(uid).catch(() => null);
      setDraft((d) => {
        if (d.customer.name || d.customer.phone) return d;
        const base = last ?? d.customer;
        return { ...d, customer: { ...base, name: base.name || displayName || '', email: base.email || email || '' } };
      });
    })();
  }, [uid, draft.customer.name, draft.customer.phone, displayName, email]);

  const update = useCallback((fn: (d: CheckoutDraft) => CheckoutDraft) => setDraft((d) => fn(d)), []);

  const lines = cart.status === 'ready' ? cart.lines : [];
  const orderable = lines.filter((l) => !l.unavailable);
  const unavailable = lines.filter((l) => l.unavailable);

  const requestLines = useMemo(
    () =>
      orderable.map((l) => {
        if (l.productType === 'readymade') return { productId: l.productId, productType: l.productType, quantity: l.quantity, size: l.size! };
        const d = draft.lines[l.id];
        const cat = lineCategory(l, d);
        return {
          productId: l.productId,
          productType: l.productType,
          quantity: l.quantity,
          measurements: {
            category: cat ?? ('' as MeasurementCategory),
            values: cat ? lineValues(cat, d) : {},
            ...(d?.profileName ? { profileName: d.profileName } : {}),
          },
        };
      }),
    [orderable, draft.lines],
  );
  // Shipping as the pricing trigger will charge it: free from the shop's threshold (settings/shop).
  const { freeShippingThresholdPaise } = useShopSettings();
  const review = useMemo(
    () => (cart.status === 'ready' ? reviewOrder(requestLines, cart.products, freeShippingThresholdPaise) : null),
    [cart, requestLines, freeShippingThresholdPaise],
  );

  function customerErrors(): Errors {
    const parsed = customerSchema.safeParse(draft.customer);
    const out: Errors = {};
    if (!parsed.success) for (const i of parsed.error.issues) out[`customer.${i.path.join('.')}`] ??= i.message;
    return out;
  }
  function measurementErrors(): Errors {
    const out: Errors = {};
    for (const l of orderable) {
      if (l.productType !== 'tailor') continue;
      const d = draft.lines[l.id];
      const cat = lineCategory(l, d);
      if (!cat) {
        out[`${l.id}.category`] = 'Choose the garment for these measurements';
        continue;
      }
      for (const key of missingMeasurements(cat, lineValues(cat, d))) {
        const f = MEASUREMENT_FIELDS[cat].find((x) => x.key === key);
        out[`${l.id}.${key}`] = `Enter your ${measurementLabel(f?.label ?? key).toLowerCase()} measurement`;
      }
    }
    return out;
  }

  function focusStep(next: number) {
    setStep(next);
    requestAnimationFrame(() => {
      headings.current[next]?.scrollIntoView?.({ block: 'start' });
      headings.current[next]?.focus();
    });
  }

  function next() {
    const found = step === 0 ? customerErrors() : step === 1 ? measurementErrors() : {};
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error('Please complete the highlighted fields.');
      const first = document.querySelector<HTMLElement>(`#${panelId(step)} [aria-invalid="true"]`);
      requestAnimationFrame(() => (document.querySelector<HTMLElement>(`#${panelId(step)} [aria-invalid="true"]`) ?? first)?.focus());
      return;
    }
    focusStep(step + 1);
  }

  async function send() {
    const cErr = customerErrors();
    const mErr = measurementErrors();
    if (Object.keys(cErr).length) return (setErrors(cErr), focusStep(0), toast.error('Please check your details.'));
    if (Object.keys(mErr).length) return (setErrors(mErr), focusStep(1), toast.error('Please complete the measurements.'));
    if (orderable.length === 0) return toast.error('Nothing in your cart can be ordered right now.');
    if (orderable.length > MAX_ORDER_LINES) return toast.error(`One order holds at most ${MAX_ORDER_LINES} designs. Remove some and order them next.`);
    const request: OrderDraft = {
      userId: uid,
      orderType: orderable.every((l) => l.productType === 'readymade') ? 'readymade' : 'tailor',
      customer: { ...draft.customer, address: { ...draft.customer.address, country: 'India' } },
      lines: requestLines,
      category: null,
      measurements: {},
      clothPic: draft.clothPic,
      color: '',
      designDetails: '',
      designPic: [],
      Link: '',
      specialInstructions: draft.specialInstructions,
      customerDetails: '',
      paymentType: 'COD',
      paymentStatus: 'pending',
      orderStatus: 'pending',
    };
    const valid = validateOrderRequest(request);
    if (!valid.ok) return toast.error(valid.errors[0]?.message ?? 'Please check your order.');
    setSending(true);
    try {
      const limit = await orderLimitNow(uid).catch(() => null);
      if (limit) {
        toast.error(ORDER_LIMIT_MESSAGES[limit], { autoClose: 10000 });
        return;
      }
      const id = await sendOrderRequest(valid.data);
      if (draft.addressChoice === 'new' && draft.saveAddress) {
        await saveAddress(uid, customerSchema.parse(draft.customer)).catch(() => toast.error('Your order was sent, but the address could not be saved.'));
      }
      clearCheckoutDraft(uid);
      setPlacedId(id);
      window.scrollTo?.({ top: 0 });
    } catch {
      toast.error('Could not send your order request. Please try again.');
    } finally {
      setSending(false);
    }
  }

  if (placedId) return <CheckoutConfirmation orderId={placedId} />;

  if (cart.status === 'loading') {
    return (
      <section className="container page" aria-busy="true">
        <h1 className="page-title">Checkout</h1>
        <p role="status">Loading your cart…</p>
      </section>
    );
  }
  if (cart.status === 'error') {
    return (
      <section className="container page">
        <h1 className="page-title">Checkout</h1>
        <div className="card">
          <p>We could not load your cart.</p>
          <button type="button" className="btn btn-primary" onClick={() => setAttempt((n) => n + 1)}>
            Try Again
          </button>
        </div>
      </section>
    );
  }
  if (orderable.length === 0) {
    return (
      <section className="container page narrow center-text">
        <h1 className="page-title">Checkout</h1>
        <p>{lines.length === 0 ? 'Your cart is empty.' : 'Nothing in your cart can be ordered right now.'}</p>
        <p>
          <Link to="/cart">Back to your cart</Link> · <Link to="/gallery">Browse designs</Link>
        </p>
      </section>
    );
  }

  const errorSteps = new Set<number>();
  for (const k of Object.keys(errors)) errorSteps.add(k.startsWith('customer.') ? 0 : 1);

  const panels = [
    <div className="stack" key="details">
      {addresses.length > 0 && (
        <fieldset className="wizard-card stack">
          <legend className="wizard-card-title">Deliver to</legend>
          {addresses.map((a) => (
            <label key={a.id} className="payment-option">
              <input
                type="radio"
                name="checkout-address"
                checked={draft.addressChoice === a.id}
                onChange={() => update((d) => ({ ...d, addressChoice: a.id, customer: { name: a.name, email: a.email, phone: a.phone, address: a.address } }))}
              />
              <span>{addressLine(a)}</span>
            </label>
          ))}
          <label className="payment-option">
            <input type="radio" name="checkout-address" checked={draft.addressChoice === 'new'} onChange={() => update((d) => ({ ...d, addressChoice: 'new' }))} />
            <span>A new address</span>
          </label>
        </fieldset>
      )}
      <CustomerFields
        customer={draft.customer}
        errors={errors}
        onChange={(c) => {
          update((d) => ({ ...d, customer: c, addressChoice: 'new' }));
          // A shown message goes once its field is fixed.
          setErrors((e) => {
            const parsed = customerSchema.safeParse(c);
            const still = new Set(parsed.success ? [] : parsed.error.issues.map((i) => `customer.${i.path.join('.')}`));
            return Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('customer.') || still.has(k)));
          });
        }}
      />
      {draft.addressChoice === 'new' && (
        <label className="checkbox-row">
          <input type="checkbox" checked={draft.saveAddress} onChange={(e) => update((d) => ({ ...d, saveAddress: e.target.checked }))} />
          <span>Save this address</span>
        </label>
      )}
    </div>,
    <div className="stack" key="lines">
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
              errors={Object.fromEntries(Object.entries(errors).filter(([k]) => k.startsWith(`${l.id}.`)).map(([k, v]) => [k, v]))}
              onChange={(ld) => {
                update((d) => ({ ...d, lines: { ...d.lines, [l.id]: ld } }));
                const cat = ld.category;
                setErrors((e) =>
                  Object.fromEntries(
                    Object.entries(e).filter(([k]) => {
                      if (!k.startsWith(`${l.id}.`)) return true;
                      const key = k.slice(l.id.length + 1);
                      return !!cat && key !== 'category' && !((ld.values[key] ?? 0) > 0);
                    }),
                  ),
                );
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
            onUploadingChange={setUploading}
          />
        </div>
      )}
    </div>,
    <div className="stack" key="review">
      <div className="wizard-card stack">
        <h3 className="wizard-card-title">Your order</h3>
        <ul className="checkout-review-lines" data-testid="checkout-review-lines">
          {(review?.lines ?? []).map((l, i) => (
            <li key={i}>
              <span>
                <strong>{l.productName || 'Design'}</strong> × {l.quantity}
                <span className="muted">
                  {' · '}
                  {l.size
                    ? `Ready-made, size ${l.size}`
                    : l.measurements
                      ? `Tailor-made, ${l.measurements.profileName ? `“${l.measurements.profileName}”` : orderCategoryFor(l.measurements.category)}: ${MEASUREMENT_FIELDS[l.measurements.category]
                          .map((f) => `${measurementLabel(f.label)} ${l.measurements!.values[f.key] ?? 0}″`)
                          .join(', ')}`
                      : ''}
                </span>
              </span>
              <span>{money(l.totalPrice)}</span>
            </li>
          ))}
        </ul>
        {review && <OrderTotals subtotal={review.subtotal} discountTotal={review.discountTotal} shippingCharge={review.shippingCharge} totalPrice={review.totalPrice} />}
        <p className="field-hint">
          Deliver to {addressLine(draft.customer)} · {draft.customer.phone}
        </p>
      </div>
      <div className="wizard-card stack">
        <fieldset className="payment-method">
          <legend className="wizard-card-title">Payment method</legend>
          <label className="payment-option">
            <input type="radio" name="checkout-payment" value="COD" checked readOnly />
            <span>
              <strong>Cash on Delivery (COD)</strong>
              <span className="field-hint">No online payment. We confirm the price on a call, and you pay when you receive your order.</span>
            </span>
          </label>
        </fieldset>
        <div className="field">
          <label htmlFor="checkout-notes">Special instructions</label>
          <textarea
            id="checkout-notes"
            maxLength={2000}
            placeholder="Optional: best time to call, delivery notes…"
            value={draft.specialInstructions}
            onChange={(e) => update((d) => ({ ...d, specialInstructions: e.target.value }))}
          />
        </div>
        <button type="button" className="btn btn-primary btn-block send-order" onClick={() => void send()} disabled={sending || uploading}>
          {sending ? 'Sending…' : uploading ? 'Waiting for uploads…' : 'Send order request'}
        </button>
        <p className="field-hint center-text">Nothing is charged now. We will call you to confirm.</p>
      </div>
    </div>,
  ];

  return (
    <section className="container page order-wizard checkout" aria-labelledby="checkout-title">
      <h1 className="page-title" id="checkout-title">
        Checkout
      </h1>
      {unavailable.length > 0 && (
        <div className="notice checkout-unavailable" role="note">
          <p>These stay in your cart and are not part of this order:</p>
          <ul>
            {unavailable.map((l) => (
              <li key={l.id}>
                {l.productName || 'A design'} — {l.unavailable}
              </li>
            ))}
          </ul>
        </div>
      )}
      <WizardStepper steps={STEPS} current={step} errorSteps={errorSteps} onSelect={(s) => (s <= step ? focusStep(s) : undefined)} panelId={panelId} />
      {STEPS.map((title, i) => (
        <section key={title} id={panelId(i)} className="wizard-panel" aria-labelledby={`checkout-step-title-${i}`} hidden={i !== step}>
          <h2
            className="section-title wizard-panel-title"
            id={`checkout-step-title-${i}`}
            tabIndex={-1}
            ref={(el) => {
              headings.current[i] = el;
            }}
          >
            {title}
            {errorSteps.has(i) && <span className="badge wizard-panel-badge">Needs attention</span>}
          </h2>
          {panels[i]}
        </section>
      ))}
      <div className="wizard-nav">
        <button type="button" className="btn btn-outline" onClick={() => focusStep(step - 1)} disabled={step === 0}>
          ← Previous
        </button>
        <span className="wizard-progress muted" aria-hidden="true">
          Step {step + 1} of {STEPS.length}
        </span>
        {step < STEPS.length - 1 ? (
          <button type="button" className="btn btn-primary" onClick={next}>
            Next →
          </button>
        ) : (
          <span className="wizard-nav-spacer" />
        )}
      </div>
    </section>
  );
}

/** /checkout — the whole cart in one order request. */
export default function CheckoutPage() {
  const { user } = useSession();
  if (!user) return null;
  return <Checkout key={user.uid} uid={user.uid} displayName={user.displayName} email={user.email} />;
}
