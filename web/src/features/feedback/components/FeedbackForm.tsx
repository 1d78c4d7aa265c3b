import { useEffect, useId, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { FEEDBACK_COMMENT_MAX, feedbackInputSchema, type FeedbackInput } from '@tailor/domain/feedback';
import { StarRatingInput } from '../../../components/Stars';
import { ImageUploader } from '../../../components/ImageUploader';
import { SelectField, TextAreaField } from '../../../components/form/Field';
import type { Feedback, ProductChoice } from '../data';
import { readFeedbackDraft, writeFeedbackDraft } from '../feedbackDraft';
import { reportError } from '../../../lib/reportError';
import { checkConnection, offlineActionMessage } from '../../../lib/connection';
import { t } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

export const FEEDBACK_OFFLINE_MESSAGE = `${offlineActionMessage('Sending feedback')} What you wrote stays here.`;

type FormValues = z.input<typeof feedbackInputSchema>;

/** Spec: 5 for a new form, 3 after a reset, the existing rating (fallback 3) on edit. */
export const NEW_FORM_RATING = 5;
export const RESET_RATING = 3;

function blank(rating: number, productId = ''): FormValues {
  return { rating, comments: '', screenshotUrl: '', productId };
}

interface FeedbackFormProps {
  uid: string;
  editing: Feedback | null;
  products: ProductChoice[];
  /** Preselected design (?productId=) for a new form. */
  initialProductId?: string;
  save: (input: FeedbackInput, editing: Feedback | null) => Promise<void>;
  onSaved: (mode: 'created' | 'updated') => void;
  onCancelEdit: () => void;
  /** Called with the chosen design ('' for general feedback) while writing a new review. */
  onTargetChange?: (productId: string) => void;
  /** The author's own review of the chosen design (or of the shop), when there is one: it is edited, not written again. */
  existing?: Feedback | null;
  onEditExisting?: (feedback: Feedback) => void;
  ref?: Ref<HTMLFormElement>;
}

export function FeedbackForm({
  uid,
  editing,
  products,
  initialProductId = '',
  save,
  onSaved,
  onCancelEdit,
  onTargetChange,
  existing = null,
  onEditExisting,
  ref,
}: FeedbackFormProps) {
  useT();
  const headingId = useId();
  const counterId = useId();
  const ratingErrorId = useId();
  const existingId = useId();
  const [uploading, setUploading] = useState(false);
  // A new review begun before a reload (or refused offline) comes back as it was.
  const [draft] = useState(() => readFeedbackDraft(uid));
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FeedbackInput>({
    resolver: zodResolver(feedbackInputSchema),
    defaultValues: draft ? { ...blank(draft.rating, draft.productId), comments: draft.comments } : blank(NEW_FORM_RATING, initialProductId),
  });

  // Entering edit mode fills the form with the feedback being edited; leaving
  // it any other way (the feedback was deleted) clears the form. A layout
  // effect, so the heading "Edit your feedback" never shows over an empty form.
  const editedId = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (editing) {
      reset({
        rating: editing.rating >= 1 && editing.rating <= 5 ? editing.rating : RESET_RATING,
        comments: editing.comments,
        screenshotUrl: editing.screenshotUrl,
        productId: editing.productId ?? '',
      });
    } else if (editedId.current) {
      reset(blank(RESET_RATING));
    }
    editedId.current = editing?.id ?? null;
  }, [editing, reset]);

  const comments = useWatch({ control, name: 'comments' }) ?? '';
  const length = comments.length;
  const target = useWatch({ control, name: 'productId' }) ?? '';
  const rating = Number(useWatch({ control, name: 'rating' }));
  useEffect(() => {
    if (!editing) writeFeedbackDraft(uid, { rating, comments, productId: target });
  }, [uid, editing, rating, comments, target]);
  useEffect(() => {
    if (!editing) onTargetChange?.(target);
  }, [target, editing, onTargetChange]);
  // One review per design and one about the shop: a second one is offered as an edit of the first.
  const alreadyReviewed = !editing && existing ? existing : null;

  async function onSubmit(input: FeedbackInput) {
    // Offline, the write would wait for the connection with the button busy: the form keeps what was written instead.
    if (await checkConnection()) {
      toast.error(t(FEEDBACK_OFFLINE_MESSAGE));
      return;
    }
    try {
      await save(input, editing);
      toast.success(editing ? t('Feedback updated!') : t('Feedback submitted!'));
      reset(blank(RESET_RATING));
      onSaved(editing ? 'updated' : 'created');
    } catch (error) {
      reportError('Saving feedback failed', error);
      toast.error(t('Something went wrong'));
    }
  }

  function cancelEdit() {
    reset(blank(RESET_RATING));
    onCancelEdit();
  }

  const busy = isSubmitting || uploading;

  return (
    <form ref={ref} className="fb-form" aria-labelledby={headingId} onSubmit={handleSubmit(onSubmit)} noValidate>
      <div className="fb-form-head">
        <h2 id={headingId} className="section-title" tabIndex={-1}>
          {editing ? t('Edit your feedback') : t('Share your feedback')}
        </h2>
      </div>

      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            label={t('Your rating')}
            value={Number(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            invalid={Boolean(errors.rating)}
            describedBy={errors.rating ? ratingErrorId : undefined}
          />
        )}
      />
      {errors.rating && (
        <p id={ratingErrorId} className="field-error" role="alert">
          {t(errors.rating.message ?? '')}
        </p>
      )}

      <TextAreaField
        label={t('Comments')}
        {...register('comments')}
        rows={5}
        required
        requiredMark={false}
        maxLength={FEEDBACK_COMMENT_MAX}
        placeholder={t('Tell us about the fit, the fabric, the service…')}
        error={errors.comments?.message && t(errors.comments.message)}
        alert
        describedBy={counterId}
        after={
          <span id={counterId} className={`fb-counter${length > FEEDBACK_COMMENT_MAX ? ' is-over' : ''}`}>
            {length}/{FEEDBACK_COMMENT_MAX}
          </span>
        }
      />

      <Controller
        control={control}
        name="productId"
        render={({ field }) => (
          <SelectField
            label={t('About a design (optional)')}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={Boolean(editing)}
            hint={editing ? t('A review stays with its design. To review another design, write a new review.') : undefined}
            placeholder={t('General feedback')}
            options={[
              ...(field.value && !products.some((p) => p.id === field.value) ? [field.value] : []),
              ...products.map((p) => ({ value: p.id, label: p.name })),
            ]}
          />
        )}
      />

      <Controller
        control={control}
        name="screenshotUrl"
        render={({ field, fieldState }) => (
          <ImageUploader
            label={t('Screenshot (optional)')}
            value={field.value ? [field.value] : []}
            onChange={(urls) => field.onChange(urls[0] ?? '')}
            pathPrefix={`feedback/${uid}`}
            max={1}
            error={fieldState.error?.message && t(fieldState.error.message)}
            failureMessage={t('Failed to upload image.')}
            onUploadingChange={setUploading}
          />
        )}
      />

      {alreadyReviewed && (
        <div id={existingId} className="notice fb-existing" role="status">
          <p>
            {alreadyReviewed.productId
              ? t('You have already reviewed this design ({rating}/5). Each customer writes one review about the shop and one for each design: edit yours instead.', {
                  rating: alreadyReviewed.rating,
                })
              : t('You have already reviewed the shop ({rating}/5). Each customer writes one review about the shop and one for each design: edit yours instead.', {
                  rating: alreadyReviewed.rating,
                })}
          </p>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => onEditExisting?.(alreadyReviewed)}>
            {t('Edit your review')}
          </button>
        </div>
      )}

      <div className="fb-form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy || Boolean(alreadyReviewed)} aria-describedby={alreadyReviewed ? existingId : undefined}>
          {isSubmitting ? t('Saving…') : editing ? t('Update Feedback') : t('Submit Feedback')}
        </button>
        {editing && (
          <button type="button" className="btn btn-outline" onClick={cancelEdit} disabled={isSubmitting}>
            {t('Cancel Edit')}
          </button>
        )}
      </div>
    </form>
  );
}
