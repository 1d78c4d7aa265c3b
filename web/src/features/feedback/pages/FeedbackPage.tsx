import { useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FEEDBACK_PAGE_SIZE, type FeedbackInput } from '@tailor/domain/feedback';
import { DOC_ID_REGEX } from '@tailor/domain';
import { useSession } from '../../auth';
import { FeedbackForm } from '../components/FeedbackForm';
import { FeedbackList } from '../components/FeedbackList';
import {
  createFeedback,
  fetchFeedback,
  fetchMyFeedback,
  fetchOthersFeedback,
  fetchOwnReview,
  fetchProductChoices,
  updateFeedback,
  type Feedback,
  type FeedbackCursor,
  type ProductChoice,
} from '../data';
import { useFeedbackPages } from '../useFeedbackPages';
import { useLoad } from '../../../lib/useLoad';
import { reportError } from '../../../lib/reportError';
import { useFeedbackCatalogue } from '../feedbackCatalogue';
import { useT } from '../../../lib/i18n/useT';
import '../components/feedback.css';

const NO_PRODUCTS: ProductChoice[] = [];

/** One of the page's two lists under its heading. */
function ListSection({ titleId, ...list }: ComponentProps<typeof FeedbackList> & { titleId: string }) {
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {list.label}
      </h2>
      <FeedbackList skeletons={2} {...list} />
    </section>
  );
}

export default function FeedbackPage() {
  useFeedbackCatalogue();
  const { t } = useT();
  const session = useSession();
  const uid = session.user?.uid ?? '';
  const [params, setParams] = useSearchParams();
  const productParam = params.get('productId') ?? '';
  const initialProductId = DOC_ID_REGEX.test(productParam) ? productParam : '';
  const editParam = params.get('edit');
  const [editing, setEditing] = useState<Feedback | null>(null);
  // Without the list of designs the form still works (the review is about the shop in general).
  const products = useLoad(() => fetchProductChoices(initialProductId), [initialProductId], { what: 'Failed to load designs' }).data ?? NO_PRODUCTS;
  const formRef = useRef<HTMLFormElement>(null);
  // The design the new review is about, and the author's review of it if one exists.
  const [target, setTarget] = useState(initialProductId);
  const [version, setVersion] = useState(0);
  const lookup = useLoad(uid && !editing ? () => fetchOwnReview(uid, target) : null, [uid, target, editing, version], {
    what: 'Failed to look up your review',
  });
  const existing = (!editing && lookup.data) || null;
  const autoEdited = useRef(false);

  const mineFetcher = useCallback((size: number, after: FeedbackCursor | null) => fetchMyFeedback(uid, size, after), [uid]);
  const othersFetcher = useCallback((size: number, after: FeedbackCursor | null) => fetchOthersFeedback(uid, size, after), [uid]);
  const mine = useFeedbackPages(uid ? mineFetcher : null, FEEDBACK_PAGE_SIZE);
  const others = useFeedbackPages(uid ? othersFetcher : null, FEEDBACK_PAGE_SIZE);

  const startEdit = useCallback((feedback: Feedback) => {
    setEditing(feedback);
    const form = formRef.current;
    if (form) {
      form.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      form.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    }
  }, []);

  // /feedback?productId=<id> (from a design's page) for a design already reviewed opens that review.
  useEffect(() => {
    if (existing && !autoEdited.current && initialProductId && existing.productId === initialProductId) {
      autoEdited.current = true;
      startEdit(existing);
    }
  }, [existing, initialProductId, startEdit]);

  // /feedback?edit=<id> (from a card on the home page) opens that feedback for editing.
  useEffect(() => {
    if (!editParam || !uid) return;
    let live = true;
    fetchFeedback(editParam).then(
      (feedback) => {
        if (!live) return;
        if (feedback && feedback.userId === uid) startEdit(feedback);
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.delete('edit');
            return next;
          },
          { replace: true },
        );
      },
      (error: unknown) => reportError('Failed to open the feedback to edit', error),
    );
    return () => {
      live = false;
    };
  }, [editParam, uid, setParams, startEdit]);

  const save = useCallback(
    async (input: FeedbackInput, current: Feedback | null) => {
      if (current) await updateFeedback(uid, current.id, input);
      else await createFeedback(uid, input);
    },
    [uid],
  );

  const { reload: reloadMine } = mine;
  const { reload: reloadOthers } = others;
  const refresh = useCallback(() => {
    reloadMine();
    reloadOthers();
    setVersion((v) => v + 1);
  }, [reloadMine, reloadOthers]);

  const onDeleted = useCallback(
    (feedback: Feedback) => {
      setEditing((current) => (current?.id === feedback.id ? null : current));
      refresh();
    },
    [refresh],
  );
  // Both lists: whose cards get the edit menu, whether every card may be deleted.
  const listRights = { uid, isAdmin: session.isAdmin, onDeleted };

  return (
    <section className="container page fb-page">
      <div>
        <h1 className="page-title">{t('Feedback')}</h1>
        <p className="muted">{t('Tell us how we did — your rating and words help other customers and help us stitch better.')}</p>
      </div>
      <div className="fb-layout">
        <div className="card fb-form-card">
          <FeedbackForm
            ref={formRef}
            uid={uid}
            editing={editing}
            products={products}
            initialProductId={initialProductId}
            save={save}
            onSaved={() => {
              setEditing(null);
              refresh();
            }}
            onCancelEdit={() => setEditing(null)}
            onTargetChange={setTarget}
            existing={existing}
            onEditExisting={startEdit}
          />
        </div>
        <div className="fb-lists">
          <ListSection titleId="fb-mine-title" label={t('Your Feedback')} pages={mine} emptyText={t('You have not submitted any feedback yet.')} onEdit={startEdit} {...listRights} />
          <ListSection titleId="fb-others-title" label={t('Feedback From Others')} pages={others} emptyText={t('No feedback from other users yet.')} {...listRights} />
        </div>
      </div>
    </section>
  );
}
