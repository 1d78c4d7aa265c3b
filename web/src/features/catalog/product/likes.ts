/** Likes are local only (spec): the ids this browser liked, in localStorage. */
export const LIKES_KEY = 'silai:likes';

export function readLikes(): string[] {
  try {
    const raw = window.localStorage.getItem(LIKES_KEY);
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function hasLiked(productId: string): boolean {
  return readLikes().includes(productId);
}

/** Remembers the like; liking twice changes nothing. */
export function addLike(productId: string): void {
  const likes = readLikes();
  if (likes.includes(productId)) return;
  try {
    window.localStorage.setItem(LIKES_KEY, JSON.stringify([...likes, productId].slice(-500)));
  } catch {
    // storage unavailable: the like lasts for this page only
  }
}
