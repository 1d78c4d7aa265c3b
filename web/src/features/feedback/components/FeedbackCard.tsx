import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { toast } from '../../../lib/toast';
import { ratingBand } from '@tailor/domain/feedback';
import { initialsAvatarDataUrl } from '@tailor/domain/user';
import { Stars } from '../../../components/Stars';
import { Modal } from '../../../components/Modal';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDate } from '../../../lib/dates';
import { deleteFeedback, type Feedback } from '../data';
import { useLineClamp } from '../useLineClamp';
import { ShopImage } from '../../../components/ShopImage';
import { storedImageSize } from '../../../components/shopImageUrl';
import './feedback.css';
import { reportError } from '../../../lib/reportError';
import { msg, t } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

export const DELETE_CONFIRM_TEXT = msg('Are you sure you want to delete this feedback?');
export const DELETE_SPINNER_MS = 1000;


function wait(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function Avatar({ name, url }: { name: string; url: string }) {
  const [failed, setFailed] = useState(false);
  const src = url && !failed ? url : initialsAvatarDataUrl(name);
  return (
    <img
      className="fb-avatar"
      src={src}
      alt=""
      width="44"
      height="44"
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}

function OwnerMenu({ onEdit, onDelete, label }: { onEdit?: () => void; onDelete: () => void; label: string }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    items.current[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function close(refocus: boolean) {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  }

  function onMenuKey(event: KeyboardEvent) {
    const list = items.current.filter((el): el is HTMLButtonElement => Boolean(el));
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      list[(index + step + list.length) % list.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      list[event.key === 'Home' ? 0 : list.length - 1]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <div className="fb-menu" ref={wrapper}>
      <button
        ref={trigger}
        type="button"
        className="fb-menu-trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="5" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="19" r="2" fill="currentColor" />
        </svg>
      </button>
      {open && (
        <div id={menuId} role="menu" className="fb-menu-list" aria-label={label} onKeyDown={onMenuKey}>
          {onEdit && (
            <button
              ref={(el) => {
                items.current[0] = el;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close(true);
                onEdit();
              }}
            >
              {t('Edit')}
            </button>
          )}
          <button
            ref={(el) => {
              items.current[onEdit ? 1 : 0] = el;
            }}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="is-danger"
            onClick={() => {
              // Focus the trigger first so the dialog hands focus back to it.
              close(true);
              onDelete();
            }}
          >
            {t('Delete')}
          </button>
        </div>
      )}
    </div>
  );
}

export interface FeedbackCardProps {
  feedback: Feedback;
  /** The signed-in author sees the edit/delete menu. */
  isOwner: boolean;
  /** The admin (not the author) sees a delete-only menu. */
  canModerate?: boolean;
  onEdit?: (feedback: Feedback) => void;
  /** Called after a successful delete (and the spinner), to refresh lists. */
  onDeleted?: (feedback: Feedback) => void;
  /** Injected in tests; defaults to the Firestore delete. */
  remove?: (id: string) => Promise<void>;
}

/** One feedback: author, stars, coloured rating, comment, screenshot, date; owner menu. */
export function FeedbackCard({ feedback, isOwner, canModerate, onEdit, onDeleted, remove = deleteFeedback }: FeedbackCardProps) {
  useT();
  const [expanded, setExpanded] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const nameId = useId();
  const commentId = useId();
  const band = ratingBand(feedback.rating);
  // Whole up to a few lines (CSS clamp), "Read more" only when the clamp hides some.
  const { ref: commentRef, clamped } = useLineClamp<HTMLParagraphElement>(feedback.comments, expanded);
  const expandable = clamped || expanded;
  const date = feedback.updatedAt ?? feedback.createdAt;
  // The date sits inside the sentence (after it in Hindi): the text is split around it.
  const [updatedBefore = '', updatedAfter = ''] = t('Updated {date}').split('{date}');
  const sharedBy = feedback.name ? t('Screenshot shared by {name}', { name: feedback.name }) : t('Screenshot shared by a customer');

  async function confirmDelete() {
    setConfirming(false);
    setDeleting(true);
    try {
      // The overlay stays about a second even when the delete is quicker.
      await Promise.all([remove(feedback.id), wait(DELETE_SPINNER_MS)]);
      toast.success(t('Feedback deleted'));
      setDeleting(false);
      onDeleted?.(feedback);
    } catch (error) {
      reportError('Deleting feedback failed', error);
      setDeleting(false);
      toast.error(t('Failed to delete feedback'));
    }
  }

  return (
    <article className={`card fb-card band-${band}`} data-band={band} data-testid="feedback-card" aria-labelledby={nameId} aria-busy={deleting || undefined}>
      <header className="fb-card-head">
        <Avatar name={feedback.name} url={feedback.profile_picture} />
        <div className="fb-card-who">
          <h3 id={nameId} className="fb-name">
            {feedback.name || t('Customer')}
          </h3>
          {date && (
            <p className="fb-date">
              {updatedBefore}
              <time dateTime={date.toISOString()}>{formatDate(date)}</time>
              {updatedAfter}
            </p>
          )}
        </div>
        {isOwner && (
          <OwnerMenu label={t('Edit or delete your feedback')} onEdit={onEdit && (() => onEdit(feedback))} onDelete={() => setConfirming(true)} />
        )}
        {!isOwner && canModerate && <OwnerMenu label={t('Moderate this feedback')} onDelete={() => setConfirming(true)} />}
      </header>

      <div className="fb-rating">
        <Stars value={feedback.rating} size="sm" />
        <span className={`fb-rating-value band-${band}`} data-testid="feedback-rating">
          {feedback.rating}/5
        </span>
      </div>

      <p ref={commentRef} className={`fb-comment${expanded ? '' : ' is-clamped'}`} id={commentId}>
        {feedback.comments}
      </p>
      {expandable && (
        <button type="button" className="btn btn-ghost btn-sm fb-expand" aria-expanded={expanded} aria-controls={commentId} onClick={() => setExpanded((v) => !v)}>
          {expanded ? t('Show less') : t('Read more')}
        </button>
      )}

      {feedback.screenshotUrl && (
        <button type="button" className="fb-shot" onClick={() => setZoomed(true)} aria-label={feedback.name ? t('Open screenshot from {name}', { name: feedback.name }) : t('Open screenshot from customer')}>
          <ShopImage url={feedback.screenshotUrl} alt={sharedBy} sizes="feedbackShot" width={160} height={110} />
        </button>
      )}

      {deleting && (
        <div className="fb-overlay" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <span>{t('Deleting…')}</span>
        </div>
      )}

      {confirming && (
        <ConfirmDialog open title={t(DELETE_CONFIRM_TEXT)} confirmLabel={t('Delete')} danger className="fb-confirm" onConfirm={confirmDelete} onCancel={() => setConfirming(false)} />
      )}

      <Modal open={zoomed} variant="overlay" title={feedback.name ? t('Screenshot from {name}', { name: feedback.name }) : t('Screenshot from a customer')} onClose={() => setZoomed(false)} className="fb-lightbox">
        <ShopImage url={feedback.screenshotUrl} alt={sharedBy} sizes="feedbackLightbox" eager {...storedImageSize(feedback.screenshotUrl, { width: 900, height: 640 })} />
      </Modal>
    </article>
  );
}
