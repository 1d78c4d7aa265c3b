import { useEffect, useState } from 'react';
import { DEFAULT_FILTERS } from '@tailor/domain';
import { countGalleryCandidates } from '../data';

let remembered: number | null = null;

/** How many designs the shop shows in all; null until known (or when counting failed). One aggregation read per page life. */
export function useDesignCount(wanted: boolean): number | null {
  const [count, setCount] = useState<number | null>(remembered);
  useEffect(() => {
    if (!wanted || remembered !== null) return;
    let live = true;
    countGalleryCandidates({ filters: { ...DEFAULT_FILTERS }, q: '', sort: 'newest' }).then(
      (value) => {
        remembered = value;
        if (live) setCount(value);
      },
      (error: unknown) => console.warn('Counting designs failed', error),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return count;
}
