import { Link } from '../../../components/links';
import { useT } from '../../../lib/i18n/useT';

/** Where a product screen sits: the links back up, then the screen itself. */
export function Breadcrumbs({ trail, current }: { trail: readonly { to: string; label: string }[]; current: string }) {
  const { t } = useT();
  return (
    <nav className="breadcrumbs" aria-label={t('Breadcrumb')}>
      <ol>
        {trail.map((step) => (
          <li key={step.to}>
            <Link to={step.to}>{step.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
