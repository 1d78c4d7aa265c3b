/**
 * ImageUploader: a controlled list of image URLs with uploads to Cloud Storage.
 *
 *   <ImageUploader
 *     label="Cloth Picture You Want to Tailor"
 *     value={urls}                       // string[]: current image URLs
 *     onChange={setUrls}                 // receives the whole new list
 *     pathPrefix={`users/${uid}/orders`} // Storage folder (must be allowed by storage.rules)
 *     max={6}                            // optional, default 10; 1 for a single image
 *   />
 *
 * - Accepts JPEG, PNG, WebP and AVIF images only (as storage.rules), at most 5 MB
 *   each; other files are skipped with a toast.
 * - Each picked file is resized in the browser and stored as WebP variants
 *   (lib/uploadImage.ts); the original never leaves the device.
 * - Several files upload in parallel, each tile showing a spinner; the picker is
 *   disabled while any upload runs. Failed uploads are skipped and one toast says
 *   'Image upload failed. Please try again.' (or `failureMessage`); a file the
 *   browser cannot read as an image gets its own message.
 * - Uploaded images show as thumbnails with a remove button.
 * - When Storage is unavailable (`useStorageAvailable` from firebase/storage, or
 *   the prop `storageAvailable`) the picker is disabled, STORAGE_UNAVAILABLE_MESSAGE is
 *   shown and an "Add image link" URL input is offered instead.
 * Optional: `hint`, `error` (shown under the control), `disabled`, `id`,
 * `onUploadingChange(busy)` (e.g. to block a submit button), `upload` (replaces
 * the Storage upload, for tests).
 */
import { Suspense, use, useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { toast } from '../lib/toast';
import { isImageRef } from '@tailor/domain/common';
import { STORAGE_UNAVAILABLE_MESSAGE, useStorageAvailable } from '../firebase/storage';
import { IMAGE_DECODE_FAILED_MESSAGE, ImageDecodeError } from '../lib/images/decode';
import { MAX_IMAGE_BYTES, UPLOAD_IMAGE_TYPES, isImageFile, uploadImage } from '../lib/uploadImage';
import './ImageUploader.css';
import { PictureList } from './PictureList';
import { addEntries, msg, t, tp } from '../lib/i18n/translate';
import { useT } from '../lib/i18n/useT';

export const IMAGE_UPLOAD_FAILED_MESSAGE = msg('Image upload failed. Please try again.');
const LINK_INVALID = msg('Enter a valid image link (starting with https://).');
const LINK_TWICE = msg('This image is already added.');

/** ImageDecodeError's message ("<file> could not be read…") in the chosen language, the file's name kept. */
function decodeFailureText(message: string): string {
  const name = message.endsWith(` ${IMAGE_DECODE_FAILED_MESSAGE}`) ? message.slice(0, -IMAGE_DECODE_FAILED_MESSAGE.length - 1) : null;
  return name === null ? t(message) : t('{name} could not be read as an image. Try a JPEG or PNG photo.', { name });
}

export interface ImageUploaderProps {
  /** Visible label of the control. */
  label: string;
  /** Current image URLs. */
  value: string[];
  /** Called with the complete new list after uploads, removals or an added link. */
  onChange: (urls: string[]) => void;
  /** Storage folder for uploads, without a trailing slash, e.g. `users/${uid}/orders`. */
  pathPrefix: string;
  /** Most images in the list (default 10). */
  max?: number;
  hint?: string;
  error?: string;
  disabled?: boolean;
  id?: string;
  failureMessage?: string;
  onUploadingChange?: (uploading: boolean) => void;
  /** Defaults to whether the app can reach Storage (undefined while that is being found out). */
  storageAvailable?: boolean;
  /** Defaults to the Storage upload; resolves the image's URL. */
  upload?: (file: File, pathPrefix: string) => Promise<string>;
}

interface Pending {
  key: string;
  name: string;
  preview: string;
}

function objectUrl(file: File): string {
  try {
    return URL.createObjectURL(file);
  } catch {
    return '';
  }
}

let uploaderText: Promise<void> | undefined;

/**
 * Loads the uploader's Hindi (components/hi.ts) when Hindi is shown, suspending until it is in
 * (docs/i18n.md, "Screens past the first"). The uploader shows on the order forms, the feedback
 * form and the owner's screens: its own small catalogue, rather than a copy in each of theirs or
 * in the shell's, which every Hindi page the server draws would carry.
 */
function useUploaderCatalogue(): void {
  const { language } = useT();
  if (language !== 'hi') return;
  // A failed download shows English; the next render after this one asks again (no loop while offline).
  uploaderText ??= import('./hi').then(
    (module) => addEntries(module.default),
    () => void setTimeout(() => (uploaderText = undefined)),
  );
  use(uploaderText);
}

/** The uploader's label alone, while its Hindi text loads. */
function UploaderLabel({ label }: { label: string }) {
  return (
    <div className="field image-uploader">
      <span className="label">{label}</span>
    </div>
  );
}

export function ImageUploader(props: ImageUploaderProps) {
  // Its own boundary: the form around it stays as it is while the text loads.
  return (
    <Suspense fallback={<UploaderLabel label={props.label} />}>
      <Uploader {...props} />
    </Suspense>
  );
}

function Uploader({
  label,
  value,
  onChange,
  pathPrefix,
  max = 10,
  hint,
  error,
  disabled = false,
  id,
  failureMessage = IMAGE_UPLOAD_FAILED_MESSAGE,
  onUploadingChange,
  storageAvailable: storageOverride,
  upload = uploadImage,
}: ImageUploaderProps) {
  useUploaderCatalogue();
  const storageFound = useStorageAvailable();
  const storageKnown = storageOverride ?? storageFound;
  const storageAvailable = storageKnown === true;
  // Until the answer comes the picker waits, without claiming uploads are off.
  const storageOff = storageKnown === false;
  const autoId = useId();
  const inputId = id ?? `image-uploader-${autoId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [pending, setPending] = useState<Pending[]>([]);
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState('');
  // Uploads finish after the list may have changed (a removal): append to the latest list.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const uploading = pending.length > 0;
  const full = value.length >= max;
  const pickerDisabled = disabled || uploading || full || !storageAvailable;

  // Report only real changes, whatever the identity of the callback.
  const onUploading = useRef(onUploadingChange);
  useEffect(() => {
    onUploading.current = onUploadingChange;
  }, [onUploadingChange]);
  useEffect(() => {
    onUploading.current?.(uploading);
  }, [uploading]);

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const accepted: File[] = [];
    for (const file of files) {
      if (!isImageFile(file)) toast.error(t('{name} is not an image the shop accepts (JPEG, PNG, WebP or AVIF).', { name: file.name }));
      else if (file.size >= MAX_IMAGE_BYTES) toast.error(t('{name} is too large: images must be under 5 MB.', { name: file.name }));
      else accepted.push(file);
    }
    const room = max - latest.current.length;
    if (accepted.length > room) toast.info(tp(max, 'You can add up to {count} image.', 'You can add up to {count} images.'));
    const batch = accepted.slice(0, Math.max(0, room));
    if (batch.length === 0) return;

    const tiles = batch.map((file, i) => ({ key: `${Date.now()}-${i}-${file.name}`, name: file.name, preview: objectUrl(file) }));
    setPending((p) => [...p, ...tiles]);
    const results = await Promise.allSettled(batch.map((file) => upload(file, pathPrefix)));
    for (const tile of tiles) if (tile.preview) URL.revokeObjectURL(tile.preview);
    setPending((p) => p.filter((t) => !tiles.includes(t)));
    const urls = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    for (const reason of failures) if (reason instanceof ImageDecodeError) toast.error(decodeFailureText(reason.message));
    if (failures.some((reason) => !(reason instanceof ImageDecodeError))) toast.error(t(failureMessage));
    if (urls.length > 0) {
      const next = [...latest.current, ...urls].slice(0, max);
      latest.current = next;
      onChange(next);
    }
  }

  function remove(index: number) {
    const next = value.filter((_, i) => i !== index);
    latest.current = next;
    onChange(next);
  }

  function addLink() {
    const url = link.trim();
    if (!url) return;
    if (!isImageRef(url)) {
      setLinkError(LINK_INVALID);
      return;
    }
    if (value.includes(url)) {
      setLinkError(LINK_TWICE);
      return;
    }
    const next = [...value, url].slice(0, max);
    latest.current = next;
    onChange(next);
    setLink('');
    setLinkError('');
  }

  function onLinkKey(event: KeyboardEvent<HTMLInputElement>) {
    // The control usually sits inside a form: Enter adds the link instead of submitting it.
    if (event.key === 'Enter') {
      event.preventDefault();
      addLink();
    }
  }

  const describedBy = [hint ? hintId : '', storageOff ? `${inputId}-unavailable` : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className="field image-uploader" aria-busy={uploading || undefined}>
      <span className="label" id={`${inputId}-label`}>
        {label}
      </span>
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}

      {(value.length > 0 || pending.length > 0) && (
        <PictureList urls={value} label={label} listLabel={t('{label}: images', { label })} size={96} sizes="uploaderTile" onRemove={remove} removeDisabled={disabled} className="image-uploader-tiles">
          {pending.map((tile) => (
            <li key={tile.key} className="picture-list-item image-uploader-tile is-pending">
              {tile.preview && <img src={tile.preview} alt="" width={96} height={96} />}
              <span className="spinner" role="status" aria-label={t('Uploading {name}', { name: tile.name })} />
            </li>
          ))}
        </PictureList>
      )}

      <div className="image-uploader-picker">
        <input
          id={inputId}
          className="image-uploader-input"
          type="file"
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          multiple={max > 1}
          disabled={pickerDisabled}
          onChange={onFiles}
          aria-labelledby={`${inputId}-label ${inputId}-button`}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
        />
        <label htmlFor={inputId} id={`${inputId}-button`} className="btn btn-outline btn-sm" aria-disabled={pickerDisabled || undefined}>
          {uploading ? t('Uploading…') : max > 1 ? t('Choose images') : t('Choose image')}
        </label>
        {storageAvailable && (
          <span className="field-hint">
            {full ? tp(max, 'Limit of {count} image reached.', 'Limit of {count} images reached.') : t('Images only, under 5 MB each.')}
          </span>
        )}
      </div>

      {storageOff && (
        <>
          <p className="notice image-uploader-unavailable" id={`${inputId}-unavailable`}>
            {t(STORAGE_UNAVAILABLE_MESSAGE)}
          </p>
          <div className="image-uploader-link">
            <label htmlFor={`${inputId}-link`} className="sr-only">
              {t('Image link for {label}', { label })}
            </label>
            <input
              id={`${inputId}-link`}
              className="input"
              type="url"
              inputMode="url"
              placeholder={t('https://… image link')}
              value={link}
              disabled={disabled || full}
              onChange={(e) => {
                setLink(e.target.value);
                if (linkError) setLinkError('');
              }}
              onKeyDown={onLinkKey}
              aria-invalid={linkError ? true : undefined}
              aria-describedby={linkError ? `${inputId}-link-error` : undefined}
            />
            <button type="button" className="btn btn-outline btn-sm" onClick={() => addLink()} disabled={disabled || full || !link.trim()}>
              {t('Add image link')}
            </button>
          </div>
          {linkError && (
            <p className="field-error" id={`${inputId}-link-error`} role="alert">
              {t(linkError)}
            </p>
          )}
        </>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

export default ImageUploader;
