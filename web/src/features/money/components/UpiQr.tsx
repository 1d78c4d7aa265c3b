import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n/useT';

/**
 * The UPI payment link as a QR code, drawn as SVG in the browser by uqr,
 * loaded only when a balance is due (its own chunk, never on `/`'s path).
 */
export function UpiQr({ link, label }: { link: string; label: string }) {
  const { t } = useT();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ renderSVG }) => {
      if (live) setSvg(renderSVG(link, { border: 1 }));
    });
    return () => {
      live = false;
    };
  }, [link]);
  return (
    <div className="money-upi-qr" role="img" aria-label={label} data-testid="upi-qr">
      {/* The SVG is uqr's own output for our link: no user HTML reaches it. */}
      {svg ? <div dangerouslySetInnerHTML={{ __html: svg }} /> : <span className="muted">{t('Drawing the QR code…')}</span>}
    </div>
  );
}
