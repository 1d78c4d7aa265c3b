import { use, useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../components/links';
import { canChangeAppointment, shopDay, VISIT_KINDS, type ApiSlotDays, type VisitKind } from '@tailor/domain';
import { useSession } from '../auth';
import { toast } from '../../lib/toast';
import { reportError } from '../../lib/reportError';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { bookVisit, BookingError, cancelVisit, fetchSlots, moveVisit, watchMyBookings, type Booking } from './data';
import { readBookingDraft, safeReturnPath, writeBookingDraft, type BookingDraft } from './bookingDraft';
import { SlotPicker } from './SlotPicker';
import { bookingProblemText, slotText, visitText } from './bookingText';
import { addEntries, msg, t } from '../../lib/i18n/translate';
import { useT } from '../../lib/i18n/useT';
import './book.css';

const DAYS_SHOWN = 14;
// In English, as domain and the API write their refusals; shown through bookingProblemText.
const messageOf = (e: unknown) => (e instanceof BookingError ? e.message : msg('Something went wrong. Please try again.'));

let appointmentsText: Promise<void> | undefined;

/**
 * Loads the booking page's Hindi catalogue when Hindi is shown, suspending the page until it is in
 * (docs/i18n.md, "Screens past the first"); in English it downloads nothing.
 */
function useAppointmentsCatalogue(): void {
  const { language } = useT();
  if (language !== 'hi') return;
  // A failed download shows English; the next render after this one asks again (no loop while offline).
  appointmentsText ??= import('./hi').then(
    (module) => addEntries(module.default),
    () => void setTimeout(() => (appointmentsText = undefined)),
  );
  use(appointmentsText);
}

type SlotsState = { status: 'loading' } | { status: 'ready'; data: ApiSlotDays } | { status: 'error'; message: string };

function useSlots() {
  const [state, setState] = useState<SlotsState>({ status: 'loading' });
  const load = useCallback(() => {
    fetchSlots(shopDay(Date.now()), DAYS_SHOWN).then(
      (data) => setState({ status: 'ready', data }),
      (e: unknown) => setState({ status: 'error', message: messageOf(e) }),
    );
  }, []);
  useEffect(load, [load]);
  return { state, reload: load };
}

function useMyBookings(uid: string) {
  // Each snapshot notes when it arrived: upcoming and changeable are judged against that time.
  const [state, setState] = useState<{ list: Booking[]; at: number } | null>(null);
  useEffect(() => {
    if (!uid) return undefined;
    return watchMyBookings(uid, (list) => setState({ list, at: Date.now() }), (e) => reportError('Loading the bookings failed', e));
  }, [uid]);
  return state;
}

function describe(b: Booking): string {
  return `${visitText(b.kind, b.orderNumber)} · ${slotText(b.day, b.time)}`;
}

export default function BookPage() {
  useAppointmentsCatalogue();
  useT();
  const { user } = useSession();
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const orderNumber = params.get('number');
  const back = safeReturnPath(params.get('return'));
  const { state: slots, reload } = useSlots();
  const mine = useMyBookings(user?.uid ?? '');
  const bookings = mine?.list ?? null;
  const nowMs = mine?.at ?? 0;

  const [draft, setDraftState] = useState<BookingDraft>(() => {
    const saved = readBookingDraft();
    const asked = params.get('kind');
    const kind = (VISIT_KINDS as readonly string[]).includes(asked ?? '') ? (asked as VisitKind) : saved.kind;
    return { ...saved, kind };
  });
  const setDraft = (patch: Partial<BookingDraft>) =>
    setDraftState((d) => {
      const next = { ...d, ...patch };
      writeBookingDraft(next);
      return next;
    });
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [moving, setMoving] = useState<{ id: string; day: string; time: string } | null>(null);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [busy, setBusy] = useState(false);

  const offered = slots.status === 'ready' ? slots.data.visitKinds.filter((k) => k !== 'trial' || orderId) : [];
  const cutoff = slots.status === 'ready' ? slots.data.changeCutoffHours : 24;

  async function onBook(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!draft.kind) return setError(msg('Please choose the kind of visit.'));
    if (draft.kind === 'measurement-home' && !/^[1-9][0-9]{5}$/.test(draft.pincode.trim())) return setError(msg('Please enter the 6-digit PIN code where we should visit you.'));
    if (!draft.day || !draft.time) return setError(msg('Please choose a day and a free time.'));
    setSending(true);
    try {
      const booked = await bookVisit({
        kind: draft.kind,
        day: draft.day,
        time: draft.time,
        pincode: draft.kind === 'measurement-home' ? draft.pincode.trim() : null,
        orderId: draft.kind === 'trial' ? orderId : null,
      });
      writeBookingDraft(null);
      setDraftState({ kind: '', pincode: '', day: '', time: '' });
      toast.success(t('Booked: {slot}', { slot: slotText(booked.day, booked.time) }));
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setSending(false);
      reload();
    }
  }

  async function onMove() {
    if (!moving) return;
    setBusy(true);
    try {
      const moved = await moveVisit(moving.id, moving.day, moving.time);
      toast.success(t('Moved to {slot}', { slot: slotText(moved.day, moved.time) }));
      setMoving(null);
    } catch (e) {
      toast.error(bookingProblemText(messageOf(e)));
    } finally {
      setBusy(false);
      reload();
    }
  }

  async function onCancel() {
    if (!cancelling) return;
    setBusy(true);
    try {
      await cancelVisit(cancelling.id);
      toast.success(t('Booking cancelled'));
      setCancelling(null);
    } catch (e) {
      toast.error(bookingProblemText(messageOf(e)));
    } finally {
      setBusy(false);
      reload();
    }
  }

  const upcoming = (bookings ?? []).filter((b) => b.status === 'booked' && b.startsAtMs > nowMs);

  return (
    <section className="container page book-page stack">
      <title>{t('Book a visit · Silai Studio')}</title>
      {back && (
        <p className="back-link">
          <Link to={back}>{t('← Back where you were (nothing you typed is lost)')}</Link>
        </p>
      )}
      <h1 className="page-title">{t('Book a visit')}</h1>
      <p>{t('Come to the shop for your measurements, have our tailor visit you at home, or try on your garment while it is being stitched.')}</p>

      {slots.status === 'loading' && <p role="status">{t('Loading the free slots…')}</p>}
      {slots.status === 'error' && (
        <div className="notice notice-error" role="alert">
          {bookingProblemText(slots.message)}{' '}
          <button type="button" className="btn btn-ghost btn-sm" onClick={reload}>
            {t('Try again')}
          </button>
        </div>
      )}
      {slots.status === 'ready' && (
        <form className="card stack" onSubmit={onBook} noValidate aria-labelledby="book-title">
          <h2 className="detail-title" id="book-title">
            {t('New booking')}
          </h2>
          <fieldset>
            <legend>{t('Kind of visit')}</legend>
            <div className="slot-options">
              {offered.map((k) => (
                <label key={k} className={`slot-option${draft.kind === k ? ' is-chosen' : ''}`}>
                  <input type="radio" name="kind" value={k} checked={draft.kind === k} onChange={() => setDraft({ kind: k })} />
                  <span>{visitText(k, orderNumber)}</span>
                </label>
              ))}
            </div>
            {!orderId && <p className="field-hint">{t('A trial fitting is booked from your order’s page while it is being stitched.')}</p>}
          </fieldset>
          {draft.kind === 'measurement-home' && (
            <div className="field">
              <label htmlFor="book-pincode">{t('PIN code for the home visit')}</label>
              <input
                id="book-pincode"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={6}
                value={draft.pincode}
                onChange={(e) => setDraft({ pincode: e.target.value })}
              />
            </div>
          )}
          <SlotPicker name="book" days={slots.data.days} day={draft.day} time={draft.time} onDay={(day) => setDraft({ day, time: '' })} onTime={(time) => setDraft({ time })} />
          {error && (
            <p className="notice notice-error" role="alert">
              {bookingProblemText(error)}
            </p>
          )}
          <p className="field-hint">{t('You can move or cancel a booking here until {hours} hours before the visit.', { hours: cutoff })}</p>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? t('Booking…') : t('Confirm booking')}
          </button>
        </form>
      )}

      <section className="card stack" aria-labelledby="my-bookings-title">
        <h2 className="detail-title" id="my-bookings-title">
          {t('Your bookings')}
        </h2>
        {bookings === null && <p role="status">{t('Loading your bookings…')}</p>}
        {bookings !== null && upcoming.length === 0 && <p>{t('You have no upcoming visits.')}</p>}
        <ul className="booking-list">
          {upcoming.map((b) => {
            const changeable = canChangeAppointment(b.startsAtMs, cutoff, new Date(nowMs));
            return (
              <li key={b.id} className="stack">
                <strong>{describe(b)}</strong>
                {b.pincode && <span className="muted">{t('Home visit, PIN code {pincode}', { pincode: b.pincode })}</span>}
                {changeable ? (
                  <div className="booking-actions">
                    <button type="button" className="btn btn-outline btn-sm" onClick={() => setMoving({ id: b.id, day: '', time: '' })}>
                      {t('Move')}
                      <span className="sr-only"> {describe(b)}</span>
                    </button>
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => setCancelling(b)}>
                      {t('Cancel')}
                      <span className="sr-only"> {describe(b)}</span>
                    </button>
                  </div>
                ) : (
                  <span className="muted">{t('Changes are closed for this visit; please call the shop.')}</span>
                )}
                {moving?.id === b.id && slots.status === 'ready' && (
                  <div className="stack">
                    <SlotPicker
                      name={`move-${b.id}`}
                      days={slots.data.days}
                      day={moving.day}
                      time={moving.time}
                      onDay={(day) => setMoving({ ...moving, day, time: '' })}
                      onTime={(time) => setMoving({ ...moving, time })}
                    />
                    <div className="booking-actions">
                      <button type="button" className="btn btn-primary btn-sm" disabled={busy || !moving.time} onClick={onMove}>
                        {busy ? t('Moving…') : t('Move here')}
                      </button>
                      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setMoving(null)}>
                        {t('Keep the time')}
                      </button>
                    </div>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <ConfirmDialog
        open={cancelling !== null}
        title={t('Cancel this visit?')}
        confirmLabel={t('Cancel the visit')}
        cancelLabel={t('Keep it')}
        busy={busy}
        busyLabel={t('Cancelling…')}
        danger
        onConfirm={onCancel}
        onCancel={() => setCancelling(null)}
      >
        {cancelling && <p>{describe(cancelling)}</p>}
      </ConfirmDialog>
    </section>
  );
}
