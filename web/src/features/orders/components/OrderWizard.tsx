import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import { toast } from '../../../lib/toast';
import { useLoad } from '../../../lib/useLoad';
import {
  MEASUREMENT_KEYS,
  measurementCategoryKey,
  orderCategoryFor,
  ORDER_STEPS,
  sizeFromSlug,
  stepForField,
  validateOrderRequest,
  type CartProductType,
  type OrderDraft,
  type OrderRequest,
  type OrderType,
  type PlacedOrder,
} from '@tailor/domain';
import { clearDraft, loadDraft, saveDraft } from '../draft';
import { useStepCheck } from '../useStepCheck';
import { loadOrderProduct } from '../data';
import { SendNotice } from '../send/SendNotice';
import { useOrderSend } from '../send/useOrderSend';
import { WizardStepper } from './WizardStepper';
import { WizardNav } from './WizardNav';
import { OrderConfirmation } from './OrderConfirmation';
import { ProductInfoStep, type ProductState } from '../steps/ProductInfoStep';
import { OrderTypeStep } from '../steps/OrderTypeStep';
import { MeasurementsStep } from '../steps/MeasurementsStep';
import { CustomerStep } from '../steps/CustomerStep';
import { PaymentStep } from '../steps/PaymentStep';
import { parseStepParam, withStepParam } from '../stepParam';
import './OrderWizard.css';
import { BookVisitLink } from '../../appointments/ui';
import { useT } from '../../../lib/i18n/useT';
import { msg } from '../../../lib/i18n/translate';

/** The request a draft makes: only the chosen category's measurements and the fields the order type shows. */
export function requestFromDraft(draft: OrderDraft): OrderDraft {
  const cat = measurementCategoryKey(draft.category);
  const measurements: Record<string, number> = {};
  if (cat) {
    for (const key of MEASUREMENT_KEYS[cat]) {
      const v = draft.measurements?.[key];
      if (typeof v === 'number' && Number.isFinite(v)) measurements[key] = v;
    }
  }
  const custom = draft.orderType === 'custom';
  const tailored = draft.orderType !== 'readymade';
  return {
    ...draft,
    measurements,
    clothPic: tailored ? draft.clothPic : [],
    color: tailored ? draft.color : '',
    designDetails: custom ? draft.designDetails : '',
    designPic: custom ? draft.designPic : [],
    Link: custom ? draft.Link : '',
  };
}

const resolver: Resolver<OrderDraft, unknown, OrderRequest> = (values, _context, options) => {
  const result = validateOrderRequest(requestFromDraft(values));
  if (result.ok) return { values: result.data, errors: {} };
  const flat: FieldErrors = {};
  for (const e of result.errors) flat[e.field] = { type: 'validate', message: e.message };
  return { values: {}, errors: toNestErrors(flat, options) };
};

const panelId = (step: number) => `order-step-panel-${step}`;
const titleId = (step: number) => `order-step-title-${step}`;

interface Props {
  productId: string;
  orderType: OrderType;
  uid: string;
  displayName: string | null;
  email: string | null;
}

/** The panels' headings (the step header says domain's shorter ORDER_STEPS). */
const STEP_TITLES = [msg('Product Info'), msg('Order Customization'), msg('Measurements'), msg('Customer Details'), msg('Payment')];

const PAGE_TITLES = {
  custom: msg('Custom design order'),
  tailor: msg('Tailoring order'),
  readymade: msg('Ready-made order'),
} as const satisfies Record<OrderType, string>;

export function OrderWizard({ productId, orderType, uid, displayName, email }: Props) {
  const { t } = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const step = parseStepParam(searchParams.get('step'), ORDER_STEPS.length);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const sender = useOrderSend(`order:${productId}:${orderType}`);
  // The shop's refusal of the design when it was sent (409): shown on the first step, where the size is chosen.
  // Kept as the API's English messages, translated where shown.
  const [lineProblem, setLineProblem] = useState<string[] | null>(null);
  const [uploads, setUploads] = useState<Record<string, boolean>>({});
  const uploading = Object.values(uploads).some(Boolean);
  const hasProduct = orderType !== 'custom' && productId !== 'null';
  // Buy Now of a ready-made piece names the size it was picked in: /order/{id}/readymade?size=M.
  const [sizeParam] = useState(() => sizeFromSlug((searchParams.get('size') ?? '').replace(/\s+/g, '')));

  const defaultValues = useMemo(() => {
    const draft = loadDraft(productId, orderType);
    draft.userId = uid;
    if (!draft.customer.name) draft.customer.name = displayName ?? '';
    if (!draft.customer.email) draft.customer.email = email ?? '';
    return draft;
  }, [productId, orderType, uid, displayName, email]);

  const form = useForm<OrderDraft, unknown, OrderRequest>({
    defaultValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { handleSubmit, setValue, getValues, setFocus, formState } = form;

  // The draft is kept as it is typed.
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(productId, orderType, values),
    });
  }, [form, productId, orderType]);

  const productType: CartProductType = orderType === 'readymade' ? 'readymade' : 'tailor';
  const loaded = useLoad(hasProduct ? () => loadOrderProduct(uid, productId, productType, sizeParam) : null, [hasProduct, uid, productId, productType, sizeParam], {
    what: 'Loading the design failed',
  });
  const productState: ProductState = !hasProduct
    ? { status: 'none' }
    : loaded.status === 'ready'
      ? loaded.data
        ? { status: 'ready', product: loaded.data }
        : { status: 'missing' }
      : { status: loaded.status };

  // The form's line follows the design once it is read: its quantity, its size when there is one choice, its category.
  const product = loaded.data;
  useEffect(() => {
    if (product === undefined) return;
    if (!product) {
      setValue('lines', []);
      return;
    }
    const size = sizeParam && product.sizes.includes(sizeParam) ? sizeParam : product.sizes.length === 1 ? product.sizes[0] : undefined;
    setValue('lines', [{ productId, productType, quantity: product.quantity, ...(productType === 'readymade' && size ? { size } : {}) }]);
    const cat = measurementCategoryKey(product.category);
    if (!getValues('category') && cat) setValue('category', orderCategoryFor(cat));
  }, [product, productId, productType, sizeParam, setValue, getValues]);

  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  // Focus moves after the step's panel is visible: goTo records the target, the effect applies it.
  const focusTarget = useRef<{ step: number; field?: string } | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  const goTo = useCallback(
    (next: number, focus?: { field?: string }) => {
      const clamped = Math.max(0, Math.min(ORDER_STEPS.length - 1, next));
      setSearchParams((prev) => withStepParam(prev, clamped), { replace: true });
      if (focus) {
        focusTarget.current = { step: clamped, field: focus.field };
        setFocusRequest((n) => n + 1);
      }
    },
    [setSearchParams],
  );

  useEffect(() => {
    const target = focusTarget.current;
    if (!target || target.step !== step) return;
    focusTarget.current = null;
    const heading = headings.current[step];
    heading?.scrollIntoView?.({ block: 'start' });
    let focused = false;
    if (target.field) {
      try {
        setFocus(target.field as never);
        focused = !!document.activeElement?.closest(`#${panelId(step)}`);
      } catch {
        focused = false;
      }
    }
    if (!focused) heading?.focus();
  }, [focusRequest, step, setFocus]);

  const checkStep = useStepCheck(form, requestFromDraft);
  // "Next" moves on only when this step is complete; otherwise focus goes to its first error.
  function next() {
    const errors = checkStep(step);
    if (errors.length > 0) goTo(step, { field: errors[0]!.field });
    else goTo(step + 1, {});
  }

  const errorSteps = useMemo(() => {
    const steps = new Set<number>();
    for (const key of Object.keys(formState.errors)) steps.add(stepForField([key], orderType));
    return steps;
  }, [formState.errors, orderType]);

  async function onValid(request: OrderRequest) {
    setLineProblem(null);
    const outcome = await sender.send(request);
    switch (outcome.kind) {
      case 'placed':
        clearDraft(productId, orderType);
        setPlaced(outcome.order);
        setSearchParams({}, { replace: true });
        window.scrollTo?.({ top: 0 });
        return;
      case 'invalid': {
        // The server's check is the domain's: its fields are this form's fields.
        for (const e of outcome.errors) form.setError(e.path.join('.') as never, { type: 'server', message: e.message });
        const first = [...outcome.errors].sort((a, b) => a.step - b.step)[0];
        if (first) goTo(first.step, { field: first.path.join('.') });
        return;
      }
      case 'lines':
        setLineProblem(outcome.errors.length > 0 ? outcome.errors.map((e) => e.message) : [outcome.message]);
        goTo(0, {});
        return;
      default:
        // Offline, no answer, the session ended, a limit: the notice by the send button says so; the draft stays.
        return;
    }
  }

  function onInvalid() {
    const result = validateOrderRequest(requestFromDraft(getValues()));
    const first = result.ok ? null : result.errors[0];
    toast.error(t('Please complete the highlighted steps.'));
    if (first) goTo(first.step, { field: first.field });
  }

  // Enter in a single-line input must not send the whole order from an early step.
  function onFormKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'submit') event.preventDefault();
  }

  const onUploadingChange = useCallback((key: string, busy: boolean) => {
    setUploads((prev) => (prev[key] === busy ? prev : { ...prev, [key]: busy }));
  }, []);

  if (placed) return <OrderConfirmation order={placed} />;

  const resend = () => void handleSubmit(onValid, onInvalid)();
  const panels = [
    <ProductInfoStep key="info" orderType={orderType} productState={productState} problems={lineProblem} />,
    <OrderTypeStep key="type" orderType={orderType} uid={uid} onUploadingChange={onUploadingChange} />,
    <MeasurementsStep key="measure" orderType={orderType} uid={uid} onEditCategory={() => goTo(0, { field: 'category' })} />,
    <CustomerStep key="customer" />,
    <PaymentStep
      key="payment"
      orderType={orderType}
      productState={productState}
      errorSteps={[...errorSteps].sort()}
      onJump={(s) => goTo(s, {})}
      submitting={sender.sending}
      uploading={uploading}
      notice={
        <SendNotice
          outcome={sender.outcome}
          sending={sender.sending}
          onRetry={resend}
          onSendAsNew={() => {
            sender.startNewOrder();
            resend();
          }}
        />
      }
    />,
  ];

  return (
    <section className="container page order-wizard" aria-labelledby="order-wizard-title">
      <h1 className="page-title" id="order-wizard-title">
        {t(PAGE_TITLES[orderType])}
      </h1>
      {orderType !== 'readymade' && (
        <p className="book-visit-offer">
          {t('Rather be measured by us?')} <BookVisitLink />
        </p>
      )}
      <WizardStepper steps={ORDER_STEPS.map((s) => t(s))} current={step} errorSteps={errorSteps} onSelect={(s) => goTo(s)} panelId={panelId} />
      <FormProvider {...form}>
        <form className="wizard-form" noValidate onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)} onKeyDown={onFormKeyDown}>
          {panels.map((panel, i) => (
            <section key={i} id={panelId(i)} className="wizard-panel" aria-labelledby={titleId(i)} hidden={i !== step}>
              <h2
                className="section-title wizard-panel-title"
                id={titleId(i)}
                tabIndex={-1}
                ref={(el) => {
                  headings.current[i] = el;
                }}
              >
                {t(STEP_TITLES[i]!)}
                {errorSteps.has(i) && <span className="badge wizard-panel-badge">{t('Needs attention')}</span>}
              </h2>
              {panel}
            </section>
          ))}
          <WizardNav step={step} count={ORDER_STEPS.length} onPrevious={() => goTo(step - 1, {})} onNext={next} />
        </form>
      </FormProvider>
    </section>
  );
}
