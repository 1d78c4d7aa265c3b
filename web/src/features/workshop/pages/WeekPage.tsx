import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/links';
import { ORDER_STATUS_LABELS, shopDay, timeLabelHi, VISIT_KIND_LABELS, workshopWeek } from '@tailor/domain';
import { currentLocale } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';
import { formatLongDay } from '../../../lib/longDay';
import { db } from '../../../firebase/firestore';
import { reportAdminAccessError } from '../../auth';
import { useLoad } from '../../../lib/useLoad';
import { LoadFailed } from '../../../components/LoadFailed';
import { Skeletons } from '../../../components/Skeletons';
import { loadWeek, OVERDUE_LIMIT } from '../weekReads';
import { groupWeek } from '../weekView';
import '../workshop.css';
import { useAdminCatalogue } from '../../admin';

const weekdayName = (day: string) => new Intl.DateTimeFormat(currentLocale(), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/**
 * The week's work for the owner: Monday to Sunday (`?week=` any day of it),
 * booked appointments and orders due per day, overdue orders, and the open
 * jobs per tailor. Reads the week's documents plus bounded lists, never all orders.
 */
export default function WeekPage() {
  useAdminCatalogue();
  const { t, language } = useT();
  const [params, setParams] = useSearchParams();
  // The clock read once per visit: the week and "today" stay put while the page is open.
  const [now] = useState(() => Date.now());
  const today = shopDay(now);
  const week = workshopWeek(params.get('week'), now);
  const loaded = useLoad(
    async () => {
      const data = await loadWeek(db, week, today);
      // Appointments failing must not hide the orders: the page says so in place.
      if (data.appointmentsError) reportAdminAccessError(data.appointmentsError);
      return data;
    },
    [week.start, today],
    { what: "Loading the week's work failed", onError: reportAdminAccessError },
  );
  const go = (start: string) => setParams(start === workshopWeek(null, now).start ? {} : { week: start }, { replace: false });

  return (
    <section className="container page admin-page">
      <nav className="admin-breadcrumbs" aria-label={t('Breadcrumb')}>
        <Link to="/admin">{t('Dashboard')}</Link>
      </nav>
      <h1 className="page-title">{t("The week's work")}</h1>
      <div className="week-nav">
        <div className="row gap">
          <button type="button" className="btn btn-outline btn-sm" onClick={() => go(week.previous)}>
            {t('← Previous week')}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => go(workshopWeek(null, now).start)}>
            {t('This week')}
          </button>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => go(week.next)}>
            {t('Next week →')}
          </button>
        </div>
        <p className="muted" style={{ margin: 0 }} aria-live="polite">
          {formatLongDay(week.days[0])} – {formatLongDay(week.days[6])}
        </p>
        <Link to={`/admin/workshop/job-cards?day=${today}`} className="btn btn-primary btn-sm">
          {t("Print all job cards (today's new work)")}
        </Link>
      </div>

      {loaded.status === 'loading' ? (
        <Skeletons count={7} className="week-grid" itemClassName="week-day" label={t('Loading the week')} />
      ) : loaded.status === 'error' ? (
        <LoadFailed message={t("Could not load the week's work.")} onRetry={loaded.retry} />
      ) : (
        <>
          {loaded.data.appointments === null && (
            <p className="notice notice-error" role="alert">
              {t('The appointments could not be read; the orders below are complete.')}
            </p>
          )}
          {loaded.data.ordersCapped && (
            <p className="notice" role="note">
              {t('More than 300 orders are due this week: the first 300 by date are shown.')}
            </p>
          )}
          <ol className="week-grid" aria-label={t('Days of the week')}>
            {groupWeek(week.days, loaded.data.appointments ?? [], loaded.data.orders, today).map((d) => (
              <li key={d.day} className="week-day" data-today={d.day === today} data-testid="week-day">
                <h2>
                  {weekdayName(d.day)}
                  {d.day === today ? ' · ' + t('today') : ''}
                </h2>
                {d.appointments.length === 0 && d.orders.length === 0 ? (
                  <p className="muted" style={{ margin: 0, fontSize: '0.85rem' }}>
                    {t('Nothing booked or due.')}
                  </p>
                ) : (
                  <ul>
                    {d.appointments.map((a) => (
                      <li key={a.id} className="week-entry" data-kind="appointment">
                        {/* The slot as stored ('11:00') in English; Hindi names the part of the day ('सुबह 11:00'). */}
                        {language === 'hi' ? timeLabelHi(a.time) : a.time} {t(VISIT_KIND_LABELS[a.kind])}: {a.customerName || t('Customer')}
                        {a.orderNumber ? ' (' + a.orderNumber + ')' : ''}
                      </li>
                    ))}
                    {d.orders.map((o) => (
                      <li key={o.id} className="week-entry" data-kind="order" data-overdue={o.overdue}>
                        <Link to={`/admin/orders/${encodeURIComponent(o.id)}`}>{o.orderNumber}</Link> {t('due')} · {t(ORDER_STATUS_LABELS[o.orderStatus])}
                        {o.overdue ? <strong className="job-overdue"> · {t('overdue')}</strong> : null}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
          <div className="week-panels">
            <section className="card admin-panel" aria-labelledby="overdue-title">
              <h2 id="overdue-title" className="admin-panel-title">
                {t('Overdue ({count})', { count: `${loaded.data.overdue.length}${loaded.data.overdue.length === OVERDUE_LIMIT ? '+' : ''}` })}
              </h2>
              {loaded.data.overdue.length === 0 ? (
                <p className="muted">{t('No open order is past its promised date.')}</p>
              ) : (
                <ul className="load-list" aria-label={t('Overdue orders, oldest first')}>
                  {loaded.data.overdue.map((o) => (
                    <li key={o.id}>
                      <Link to={`/admin/orders/${encodeURIComponent(o.id)}`}>{o.orderNumber}</Link>
                      <span className="job-overdue">
                        {t('due {day}', { day: formatLongDay(o.deliveryDate) ?? '' })} · {t(ORDER_STATUS_LABELS[o.orderStatus])}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="card admin-panel" aria-labelledby="load-title">
              <h2 id="load-title" className="admin-panel-title">
                {loaded.data.loadCapped ? t('Load per tailor (open jobs, counting the first 500)') : t('Load per tailor (open jobs)')}
              </h2>
              {loaded.data.load.length === 0 ? (
                <p className="muted">{t('No open jobs.')}</p>
              ) : (
                <ul className="load-list" aria-label={t('Open jobs per tailor')}>
                  {loaded.data.load.map((row) => (
                    <li key={row.tailorUid || 'none'}>
                      {/* domain's loadPerTailor names the unassigned row and a nameless tailor in English: shown through t(). */}
                      <span>{row.tailorUid === '' ? t('Not assigned') : row.tailorName === 'Tailor' ? t('Tailor') : row.tailorName}</span>
                      <strong>{row.open}</strong>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </>
      )}
    </section>
  );
}
