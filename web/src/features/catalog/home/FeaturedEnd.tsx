import { useDesignCount } from './useDesignCount';
import { msg } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

export const FEATURED_END_MESSAGE = msg("That's all our featured designs");

/** The end of Featured: not the whole collection, so it says how to see the rest. */
export function FeaturedEnd({ onSeeAll }: { onSeeAll: () => void }) {
  const total = useDesignCount(true);
  const { t, tp } = useT();
  return (
    <div className="showcase-end showcase-end-featured">
      <p role="status">{t(FEATURED_END_MESSAGE)}.</p>
      <button type="button" className="btn btn-primary btn-sm" onClick={onSeeAll}>
        {total ? tp(total, 'See the {count} design', 'See all {count} designs') : t('See all designs')}
      </button>
    </div>
  );
}
