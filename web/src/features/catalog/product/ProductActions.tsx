import { useState, useSyncExternalStore } from 'react';
import { toast } from '../../../lib/toast';
import { msg } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';
import { addLike, hasLiked } from './likes';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.4-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.4 1.1 4.9 2.9 1.5-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.8-9.3 9.2-9.3 9.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** One press adds 1 and disables; remembered in this browser only, nothing is sent. */
export function LikeButton({ productId }: { productId: string }) {
  const { t, tp } = useT();
  // Read after hydration (the server cannot know), and kept in step with other tabs.
  const stored = useSyncExternalStore(subscribeToStorage, () => hasLiked(productId), () => false);
  const [likedHere, setLiked] = useState(false);
  const liked = stored || likedHere;
  const likes = liked ? 1 : 0;
  return (
    <button
      type="button"
      className={`btn btn-outline action-like${liked ? ' is-liked' : ''}`}
      onClick={() => {
        addLike(productId);
        setLiked(true);
      }}
      disabled={liked}
      aria-pressed={liked}
    >
      <Heart filled={liked} />
      {liked ? t('Liked') : t('Like')}
      <span className="action-count" aria-label={tp(likes, '{count} like', '{count} likes')}>
        {likes}
      </span>
    </button>
  );
}

export const LINK_COPIED = msg('Link copied to clipboard!');

/** The device's share sheet where there is one, otherwise the link is copied. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const { t } = useT();
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if ((error as { name?: string })?.name === 'AbortError') return;
        // fall through to copying
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t(LINK_COPIED));
    } catch {
      toast.error(t('Could not copy the link. You can copy it from the address bar: {url}', { url }));
    }
  }
  return (
    <button type="button" className="btn btn-outline" onClick={() => void share()}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
        <circle cx="18" cy="5" r="2.5" />
        <circle cx="6" cy="12" r="2.5" />
        <circle cx="18" cy="19" r="2.5" />
        <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
      </svg>
      {t('Share')}
    </button>
  );
}
