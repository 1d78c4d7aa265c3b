import { renderSVG } from 'uqr';
import { JOB_STAGE_LABELS, type JobRecord } from '@tailor/domain';
import { useT } from '../../../lib/i18n/useT';
import { formatLongDay } from '../../../lib/longDay';
import { useShopSettings } from '../../shop-info';

/** Where the QR code leads: the admin's order page at the shop's public address (this site's when none is set). */
export function adminOrderUrl(publicUrl: string, orderId: string): string {
  const base = (publicUrl || (typeof window !== 'undefined' ? window.location.origin : '')).replace(/\/+$/, '');
  return `${base}/admin/orders/${encodeURIComponent(orderId)}`;
}

/**
 * One printable job card (A5 in print): what the cutting table needs and
 * nothing else. It is drawn from the job document only, which holds no price,
 * phone, address or payment.
 */
export function JobCard({ job }: { job: JobRecord }) {
  const { t } = useT();
  const shop = useShopSettings();
  const url = adminOrderUrl(shop.publicUrl, job.orderId);
  // uqr draws the code locally from our own URL: no markup from outside reaches the page.
  const qr = renderSVG(url, { border: 1 });
  const due = formatLongDay(job.dueDate);
  return (
    <article className="job-card" aria-label={job.lineCount > 1 ? t('Job card {number} line {line}', { number: job.orderNumber, line: job.lineNo }) : t('Job card {number}', { number: job.orderNumber })} data-testid="job-card">
      <header className="job-card-head">
        <div>
          <p className="muted" style={{ margin: 0 }}>
            {job.lineCount > 1 ? t('Job card · design {line} of {count}', { line: job.lineNo, count: job.lineCount }) : t('Job card')}
          </p>
          <h2>{t('Order {number}', { number: job.orderNumber })}</h2>
          <dl>
            <dt>{t('Due')}</dt>
            <dd>{due ?? t('No date yet')}</dd>
            <dt>{t('Tailor')}</dt>
            <dd>{job.tailorName || t('Not assigned')}</dd>
            <dt>{t('Stage')}</dt>
            <dd>{t(JOB_STAGE_LABELS[job.stage])}</dd>
          </dl>
        </div>
        <div className="job-card-qr" role="img" aria-label={t('QR code: {url}', { url })} data-url={url} dangerouslySetInnerHTML={{ __html: qr }} />
      </header>
      <div className="job-card-body">
        {job.designPicture ? <img src={job.designPicture} alt={job.designName} /> : <span />}
        <div>
          <h3 style={{ marginTop: 0 }}>{job.designName}</h3>
          <dl>
            <dt>{t('Option')}</dt>
            <dd>{t(job.option || 'Tailor-made')}</dd>
            <dt>{t('Size')}</dt>
            <dd>{job.size ?? t('Made to measure')}</dd>
            <dt>{t('Quantity')}</dt>
            <dd>{job.quantity}</dd>
          </dl>
        </div>
      </div>
      <h3>{t('Measurements')}</h3>
      {job.measurements.length === 0 ? (
        <p className="muted">{t('No measurements on this order.')}</p>
      ) : (
        <table>
          <tbody>
            {job.measurements.map((m) => (
              <tr key={m.key}>
                <th scope="row">{t(m.label)}</th>
                <td className="num">{t('{value} in', { value: m.value })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>{t('Notes')}</h3>
      <p className="job-card-notes">{job.notes || '—'}</p>
      {job.clothPics.length > 0 && (
        <>
          <h3>{t('Cloth')}</h3>
          <div className="job-card-cloth">
            {job.clothPics.map((u, i) => (
              <img key={u} src={u} alt={t('Cloth picture {number}', { number: i + 1 })} />
            ))}
          </div>
        </>
      )}
    </article>
  );
}
