/**
 * The home page's place, saved in session storage when the visitor leaves for
 * /contact or /feedback and restored when they come back (spec section 2).
 */
import { SORT_OPTIONS, isOneOf, type SortOption } from '@tailor/domain';
import type { HomeView } from './data';

export const HOME_SCROLL_KEY = 'silai:home-scroll';
/** Leaving the home page for these paths saves its place. */
export const SCROLL_SAVING_PATHS = ['/contact', '/feedback'];

export interface HomePlace {
  y: number;
  view: HomeView;
  sort: SortOption;
  /** Products shown when leaving, so a reload can load as many again. */
  count: number;
}

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function shouldSavePlace(pathname: string): boolean {
  return SCROLL_SAVING_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

export function saveHomePlace(place: HomePlace): void {
  try {
    store()?.setItem(HOME_SCROLL_KEY, JSON.stringify(place));
  } catch {
    // storage full or blocked: the place is simply not restored
  }
}

/** The saved place, if any and well-formed. */
export function readHomePlace(): HomePlace | null {
  try {
    const raw = store()?.getItem(HOME_SCROLL_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<HomePlace>;
    if (typeof value.y !== 'number' || !Number.isFinite(value.y) || value.y < 0) return null;
    return {
      y: value.y,
      view: value.view === 'all' ? 'all' : 'featured',
      sort: isOneOf(SORT_OPTIONS, value.sort) ? value.sort : 'newest',
      count: typeof value.count === 'number' && Number.isFinite(value.count) ? Math.max(0, Math.min(240, value.count)) : 0,
    };
  } catch {
    return null;
  }
}

export function clearHomePlace(): void {
  try {
    store()?.removeItem(HOME_SCROLL_KEY);
  } catch {
    // nothing to clear
  }
}
