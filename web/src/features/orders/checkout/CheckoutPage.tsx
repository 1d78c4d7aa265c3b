import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { customerSchema, MAX_ORDER_LINES, ORDER_LIMIT_MESSAGES, reviewOrder, validateOrderRequest, type OrderDraft } from '@tailor/domain';
import { toast } from '../../../lib/toast';
import { useSession } from '../../auth';
import { useShopSettings } from '../../shop-info';
import { WizardStepper } from '../components/WizardStepper';
import { WizardNav } from '../components/WizardNav';
import { sendOrderRequest } from '../data';
import { useLoad } from '../../../lib/useLoad';
import { useMeasurementProfiles, useSavedAddresses } from '../hooks';
import { CheckoutConfirmation } from './CheckoutConfirmation';
import { customerErrors, measurementErrors, panelId, requestLinesFor, STEPS, stepsWithErrors, type Errors } from './checkoutModel';
import { loadCheckoutCart, loadLastCustomer, orderLimitNow, saveAddress } from './data';
import { clearCheckoutDraft, loadCheckoutDraft, saveCheckoutDraft, type CheckoutDraft } from './draft';
import { DetailsStep } from './steps/DetailsStep';
import { MeasurementsStep } from './steps/MeasurementsStep';
import { ReviewStep } from './steps/ReviewStep';
import '../components/OrderWizard.css';
import './Checkout.css';

function Checkout({ uid, displayName, email }: { uid: string; displayName: string | null; email: string | null }) {
  const cart = useLoad(() => loadCheckoutCart(uid), [uid], { what: 'Loading the cart failed' });
  const [draft, setDraft] = useState<CheckoutDraft>(() => loadCheckoutDraft(uid));
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const addresses = useSavedAddresses(uid).data ?? [];
  const profiles = useMeasurementProfiles(uid).data ?? [];
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [placedId, setPlacedId] = useState<string | null>(null);
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);

  useEffect(() => saveCheckoutDraft(uid, draft), [uid, draft]);

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

  const lines = cart.data?.lines ?? [];
  const orderable = lines.filter((l) => !l.unavailable);
  const unavailable = lines.filter((l) => l.unavailable);

  const requestLines = useMemo(() => requestLinesFor(orderable, draft.lines), [orderable, draft.lines]);
  // Shipping as the pricing trigger will charge it: free from the shop's threshold (settings/shop).
  const { freeShippingThresholdPaise } = useShopSettings();
  const review = useMemo(
    () => (cart.data ? reviewOrder(requestLines, cart.data.products, freeShippingThresholdPaise) : null),
    [cart.data, requestLines, freeShippingThresholdPaise],
  );

  function focusStep(next: number) {
    setStep(next);
    requestAnimationFrame(() => {
      headings.current[next]?.scrollIntoView?.({ block: 'start' });
      headings.current[next]?.focus();
    });
  }

  function next() {
    const found = step === 0 ? customerErrors(draft.customer) : step === 1 ? measurementErrors(orderable, draft.lines) : {};
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
    const cErr = customerErrors(draft.customer);
    const mErr = measurementErrors(orderable, draft.lines);
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
          <button type="button" className="btn btn-primary" onClick={cart.retry}>
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

  const errorSteps = stepsWithErrors(errors);

  const panels = [
    <DetailsStep key="details" draft={draft} addresses={addresses} errors={errors} setErrors={setErrors} update={update} />,
    <MeasurementsStep
      key="lines"
      uid={uid}
      orderable={orderable}
      draft={draft}
      profiles={profiles}
      errors={errors}
      setErrors={setErrors}
      update={update}
      onUploadingChange={setUploading}
    />,
    <ReviewStep
      key="review"
      review={review}
      customer={draft.customer}
      specialInstructions={draft.specialInstructions}
      onInstructionsChange={(text) => update((d) => ({ ...d, specialInstructions: text }))}
      onSend={() => void send()}
      sending={sending}
      uploading={uploading}
    />,
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
      <WizardNav step={step} count={STEPS.length} onPrevious={() => focusStep(step - 1)} onNext={next} />
    </section>
  );
}

/** /checkout — the whole cart in one order request. */
export default function CheckoutPage() {
  const { user } = useSession();
  if (!user) return null;
  return <Checkout key={user.uid} uid={user.uid} displayName={user.displayName} email={user.email} />;
}
