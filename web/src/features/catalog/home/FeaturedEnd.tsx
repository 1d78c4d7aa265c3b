import { useDesignCount } from './useDesignCount';

export const FEATURED_END_MESSAGE = "That's all our featured designs";

/** The end of Featured: not the whole collection, so it says how to see the rest. */
export function FeaturedEnd({ onSeeAll }: { onSeeAll: () => void }) {
  const total = useDesignCount(true);
  return (
    <div className="showcase-end showcase-end-featured">
      <p role="status">{FEATURED_END_MESSAGE}.</p>
      <button type="button" className="btn btn-primary btn-sm" onClick={onSeeAll}>
        {total ? `See all ${total} designs` : 'See all designs'}
      </button>
    </div>
  );
}
