import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/links';
import { customerSchema, MAX_ORDER_LINES, reviewOrder, validateOrderRequest, type OrderDraft, type PlacedOrder } from '@tailor/domain';
import { toast } from '../../../lib/toast';
import { useSession } from '../../auth';
import { useShopSettings } from '../../shop-info';
import { WizardStepper } from '../components/WizardStepper';
import { WizardNav } from '../components/WizardNav';
import { useLoad } from '../../../lib/useLoad';
import { useMeasurementProfiles, useSavedAddresses, useOrdersCatalogue } from '../hooks';
import { SendNotice } from '../send/SendNotice';
import { fieldErrorsOf } from '../send/orderOutcome';
import { useOrderSend } from '../send/useOrderSend';
import { CheckoutConfirmation } from './CheckoutConfirmation';
import {
  customerErrors,
  errorsFromAnswer,
  leftOutLines,
  lineProblemsFromAnswer,
  measurementErrors,
  panelId,
  requestLinesFor,
  reviewErrors,
  STEPS,
  stepsWithErrors,
  type Errors,
} from './checkoutModel';
import { loadCheckoutCart, loadLastCustomer, saveAddress, type CheckoutLine } from './data';
import { clearCheckoutDraft, loadCheckoutDraft, saveCheckoutDraft, type CheckoutDraft } from './draft';
import { DetailsStep } from './steps/DetailsStep';
import { LinePicker } from './steps/LinePicker';
import { MeasurementsStep } from './steps/MeasurementsStep';
import { ReviewStep } from './steps/ReviewStep';
import { parseStepParam, withStepParam } from '../stepParam';
import '../components/OrderWizard.css';
import './Checkout.css';
import { BookVisitLink } from '../../appointments/ui';
import { useT } from '../../../lib/i18n/useT';

function Checkout({ uid, displayName, email }: { uid: string; displayName: string | null; email: string | null }) {
  const { t } = useT();
  const cart = useLoad(() => loadCheckoutCart(uid), [uid], { what: 'Loading the cart failed' });
  const [draft, setDraft] = useState<CheckoutDraft>(() => loadCheckoutDraft(uid));
  const [searchParams, setSearchParams] = useSearchParams();
  const step = parseStepParam(searchParams.get('step'), STEPS.length);
  const [errors, setErrors] = useState<Errors>({});
  // The shop's refusal of a line, from the last send (409), by cart line id.
  const [problems, setProblems] = useState<Record<string, string>>({});
  const addresses = useSavedAddresses(uid).data ?? [];
  const profiles = useMeasurementProfiles(uid).data ?? [];
  const sender = useOrderSend(`checkout:${uid}`);
  const sending = sender.sending;
  const [uploading, setUploading] = useState(false);
  const [placed, setPlaced] = useState<{ order: PlacedOrder; leftInCart: number } | null>(null);
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

  const lines = useMemo(() => cart.data?.lines ?? [], [cart.data]);
  const orderable = useMemo(() => lines.filter((l) => !l.unavailable), [lines]);
  const unavailable = lines.filter((l) => l.unavailable);
  const leftOut = useMemo(() => leftOutLines(orderable, draft.leftOut), [orderable, draft.leftOut]);
  // The lines this order sends; the others stay in the cart.
  const sent = useMemo(() => orderable.filter((l) => !leftOut.has(l.id)), [orderable, leftOut]);
  const overLimit = sent.length > MAX_ORDER_LINES;

  const requestLines = useMemo(() => requestLinesFor(sent, draft.lines), [sent, draft.lines]);
  // Shipping as the pricing trigger will charge it: free from the shop's threshold (settings/shop).
  const { freeShippingThresholdPaise } = useShopSettings();
  const review = useMemo(
    () => (cart.data ? reviewOrder(requestLines, cart.data.products, freeShippingThresholdPaise) : null),
    [cart.data, requestLines, freeShippingThresholdPaise],
  );

  function focusStep(next: number) {
    setSearchParams((prev) => withStepParam(prev, next), { replace: true });
    requestAnimationFrame(() => {
      headings.current[next]?.scrollIntoView?.({ block: 'start' });
      headings.current[next]?.focus();
    });
  }

  function next() {
    if (step === 1 && overLimit) {
      toast.error(t('One order holds up to {max} designs. Choose which to send now.', { max: MAX_ORDER_LINES }));
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.line-picker input')?.focus());
      return;
    }
    const found = step === 0 ? customerErrors(draft.customer) : step === 1 ? measurementErrors(sent, draft.lines) : {};
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error(t('Please complete the highlighted fields.'));
      const first = document.querySelector<HTMLElement>(`#${panelId(step)} [aria-invalid="true"]`);
      requestAnimationFrame(() => (document.querySelector<HTMLElement>(`#${panelId(step)} [aria-invalid="true"]`) ?? first)?.focus());
      return;
    }
    focusStep(step + 1);
  }

  /** Shows the messages of a refused send at the first step that can fix them. */
  function showErrors(found: Errors) {
    setErrors(found);
    const steps = [...stepsWithErrors(found)].sort();
    focusStep(steps[0] ?? STEPS.length - 1);
  }

  function leaveOut(line: CheckoutLine) {
    update((d) => ({ ...d, leftOut: [...leftOut, line.id] }));
    setProblems(({ [line.id]: _gone, ...rest }) => rest);
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith(`${line.id}.`))));
  }

  async function send() {
    const cErr = customerErrors(draft.customer);
    const mErr = measurementErrors(sent, draft.lines);
    if (Object.keys(cErr).length) return (setErrors(cErr), focusStep(0), toast.error(t('Please check your details.')));
    if (Object.keys(mErr).length) return (setErrors(mErr), focusStep(1), toast.error(t('Please complete the measurements.')));
    if (sent.length === 0) return toast.error(t('Choose at least one design for this order.'));
    if (overLimit) return (focusStep(1), toast.error(t('One order holds up to {max} designs. Choose which to send now.', { max: MAX_ORDER_LINES })));
    const request: OrderDraft = {
      userId: uid,
      orderType: sent.every((l) => l.productType === 'readymade') ? 'readymade' : 'tailor',
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
    if (!valid.ok) return showErrors(errorsFromAnswer(fieldErrorsOf(valid.errors), sent));
    setProblems({});
    const outcome = await sender.send(valid.data);
    switch (outcome.kind) {
      case 'placed':
        if (draft.addressChoice === 'new' && draft.saveAddress) {
          await saveAddress(uid, customerSchema.parse(draft.customer)).catch(() => toast.error(t('Your order was sent, but the address could not be saved.')));
        }
        clearCheckoutDraft(uid);
        setPlaced({ order: outcome.order, leftInCart: orderable.length - sent.length });
        setSearchParams({}, { replace: true });
        window.scrollTo?.({ top: 0 });
        return;
      case 'invalid': {
        const found = errorsFromAnswer(outcome.errors, sent);
        return showErrors(Object.keys(found).length > 0 ? found : { 'review.order': outcome.message });
      }
      case 'lines':
        setProblems(lineProblemsFromAnswer(outcome.errors, sent));
        return focusStep(1);
      default:
        // Offline, no answer, the session ended, a limit: SendNotice says so beside the button; the draft stays.
        return;
    }
  }

  if (placed) return <CheckoutConfirmation order={placed.order} leftInCart={placed.leftInCart} />;

  if (cart.status === 'loading') {
    return (
      <section className="container page" aria-busy="true">
        <h1 className="page-title">{t('Checkout')}</h1>
        <p role="status">{t('Loading your cart…')}</p>
      </section>
    );
  }
  if (cart.status === 'error') {
    return (
      <section className="container page">
        <h1 className="page-title">{t('Checkout')}</h1>
        <div className="card">
          <p>{t('We could not load your cart.')}</p>
          <button type="button" className="btn btn-primary" onClick={cart.retry}>
            {t('Try Again')}
          </button>
        </div>
      </section>
    );
  }
  if (orderable.length === 0) {
    return (
      <section className="container page narrow center-text">
        <h1 className="page-title">{t('Checkout')}</h1>
        <p>{lines.length === 0 ? t('Your cart is empty.') : t('Nothing in your cart can be ordered right now.')}</p>
        <p>
          <Link to="/cart">{t('Back to your cart')}</Link> · <Link to="/gallery">{t('Browse designs')}</Link>
        </p>
      </section>
    );
  }

  const errorSteps = stepsWithErrors(errors);

  const panels = [
    <DetailsStep key="details" draft={draft} addresses={addresses} errors={errors} setErrors={setErrors} update={update} />,
    <div key="lines" className="stack">
      {(orderable.length > MAX_ORDER_LINES || leftOut.size > 0) && (
        <LinePicker orderable={orderable} leftOut={leftOut} onChange={(ids) => update((d) => ({ ...d, leftOut: ids }))} />
      )}
      <MeasurementsStep
        uid={uid}
        orderable={sent}
        draft={draft}
        profiles={profiles}
        errors={errors}
        setErrors={setErrors}
        update={update}
        onUploadingChange={setUploading}
        problems={problems}
        onLeaveOut={leaveOut}
      />
    </div>,
    <ReviewStep
      key="review"
      review={review}
      customer={draft.customer}
      specialInstructions={draft.specialInstructions}
      onInstructionsChange={(text) => update((d) => ({ ...d, specialInstructions: text }))}
      onSend={() => void send()}
      sending={sending}
      uploading={uploading}
      lineProblems={sent.map((l) => problems[l.id])}
      messages={reviewErrors(errors)}
      notice={<SendNotice outcome={sender.outcome} sending={sending} onRetry={() => void send()} onSendAsNew={() => (sender.startNewOrder(), void send())} />}
    />,
  ];

  return (
    <section className="container page order-wizard checkout" aria-labelledby="checkout-title">
      <h1 className="page-title" id="checkout-title">
        {t('Checkout')}
      </h1>
      <p className="book-visit-offer">
        {t('Rather be measured by us?')} <BookVisitLink />
      </p>
      {unavailable.length > 0 && (
        <div className="notice checkout-unavailable" role="note">
          <p>{t('These stay in your cart and are not part of this order:')}</p>
          <ul>
            {unavailable.map((l) => (
              <li key={l.id}>
                {l.productName || t('A design')} — {l.unavailable && t(l.unavailable)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <WizardStepper steps={STEPS.map((s) => t(s))} current={step} errorSteps={errorSteps} onSelect={(s) => (s <= step ? focusStep(s) : undefined)} panelId={panelId} />
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
            {t(title)}
            {errorSteps.has(i) && <span className="badge wizard-panel-badge">{t('Needs attention')}</span>}
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
  useOrdersCatalogue();
  const { user } = useSession();
  if (!user) return null;
  return <Checkout key={user.uid} uid={user.uid} displayName={user.displayName} email={user.email} />;
}
