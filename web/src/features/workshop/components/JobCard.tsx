import { renderSVG } from 'uqr';
import { JOB_STAGE_LABELS, longDate, type JobRecord } from '@tailor/domain';
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
  const shop = useShopSettings();
  const url = adminOrderUrl(shop.publicUrl, job.orderId);
  // uqr draws the code locally from our own URL: no markup from outside reaches the page.
  const qr = renderSVG(url, { border: 1 });
  const due = longDate(job.dueDate);
  return (
    <article className="job-card" aria-label={`Job card ${job.orderNumber}${job.lineCount > 1 ? ` line ${job.lineNo}` : ''}`} data-testid="job-card">
      <header className="job-card-head">
        <div>
          <p className="muted" style={{ margin: 0 }}>
            Job card{job.lineCount > 1 ? ` · design ${job.lineNo} of ${job.lineCount}` : ''}
          </p>
          <h2>Order {job.orderNumber}</h2>
          <dl>
            <dt>Due</dt>
            <dd>{due ?? 'No date yet'}</dd>
            <dt>Tailor</dt>
            <dd>{job.tailorName || 'Not assigned'}</dd>
            <dt>Stage</dt>
            <dd>{JOB_STAGE_LABELS[job.stage]}</dd>
          </dl>
        </div>
        <div className="job-card-qr" role="img" aria-label={`QR code: ${url}`} data-url={url} dangerouslySetInnerHTML={{ __html: qr }} />
      </header>
      <div className="job-card-body">
        {job.designPicture ? <img src={job.designPicture} alt={job.designName} /> : <span />}
        <div>
          <h3 style={{ marginTop: 0 }}>{job.designName}</h3>
          <dl>
            <dt>Option</dt>
            <dd>{job.option || 'Tailor-made'}</dd>
            <dt>Size</dt>
            <dd>{job.size ?? 'Made to measure'}</dd>
            <dt>Quantity</dt>
            <dd>{job.quantity}</dd>
          </dl>
        </div>
      </div>
      <h3>Measurements</h3>
      {job.measurements.length === 0 ? (
        <p className="muted">No measurements on this order.</p>
      ) : (
        <table>
          <tbody>
            {job.measurements.map((m) => (
              <tr key={m.key}>
                <th scope="row">{m.label}</th>
                <td className="num">
                  {m.value} {m.unit}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>Notes</h3>
      <p className="job-card-notes">{job.notes || '—'}</p>
      {job.clothPics.length > 0 && (
        <>
          <h3>Cloth</h3>
          <div className="job-card-cloth">
            {job.clothPics.map((u, i) => (
              <img key={u} src={u} alt={`Cloth picture ${i + 1}`} />
            ))}
          </div>
        </>
      )}
    </article>
  );
}
