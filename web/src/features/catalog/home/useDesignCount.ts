import { DEFAULT_FILTERS } from '@tailor/domain';
import { useLoad } from '../../../lib/useLoad';
import { countGalleryCandidates } from '../data';

// Counted once per page life: the figure changes rarely and costs an aggregation read.
let remembered: number | undefined;

/** How many designs the shop shows in all; null until known (or when counting failed). One aggregation read per page life. */
export function useDesignCount(wanted: boolean): number | null {
  const count = useLoad(
    wanted && remembered === undefined
      ? () =>
          countGalleryCandidates({ filters: { ...DEFAULT_FILTERS }, q: '', sort: 'newest' }).then((value) => {
            remembered = value;
            return value;
          })
      : null,
    [wanted],
    { initial: remembered, what: 'Counting designs failed' },
  );
  return count.data ?? null;
}
