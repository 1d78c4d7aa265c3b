import { useCallback, useEffect, useRef, useState } from 'react';
import { isImageRef, type ProductImage } from '@tailor/domain';
import { ImageUploader } from '../../../components/ImageUploader';
import { useStorageAvailable } from '../../../firebase/storage';
import { deleteUploadedImage, uploadProductImage } from '../images';
import { ShopImage } from '../../../components/ShopImage';
import './ProductImagesField.css';
import { msg } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

export const MAX_PRODUCT_IMAGES = 10;
export const PRODUCT_IMAGE_UPLOAD_FAILED = msg('Failed to upload image');

interface Props {
  productId: string;
  value: ProductImage[];
  onChange: (images: ProductImage[]) => void;
  /** Paths stored on the product before this edit (not deleted on removal: the save decides). */
  savedPaths: ReadonlySet<string>;
  onUploadingChange?: (uploading: boolean) => void;
  error?: string;
}

/**
 * The product's images in display order: the first is the cover. Wraps the shared
 * ImageUploader for adding (uploads with progress, or links) and adds reordering.
 */
export function ProductImagesField({ productId, value, onChange, savedPaths, onUploadingChange, error }: Props) {
  const { t } = useT();
  const storageAvailable = useStorageAvailable();
  const [progress, setProgress] = useState<Record<string, { name: string; fraction: number }>>({});
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState('');
  const paths = useRef(new Map<string, string>());
  // Uploads finish after later renders: add to the latest list, not the one of the render that started them.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const upload = useCallback(async (file: File, pathPrefix: string) => {
    const key = `${file.name}-${file.size}-${file.lastModified}`;
    try {
      const result = await uploadProductImage(file, pathPrefix, (fraction) => setProgress((p) => ({ ...p, [key]: { name: file.name, fraction } })));
      paths.current.set(result.url, result.path);
      return result.url;
    } finally {
      setProgress((p) => {
        const next = { ...p };
        delete next[key];
        return next;
      });
    }
  }, []);

  function addUrls(urls: string[]) {
    const known = new Set(latest.current.map((i) => i.url));
    const added = urls
      .filter((url) => !known.has(url))
      .map((url): ProductImage => {
        const path = paths.current.get(url);
        return path ? { url, path } : { url };
      });
    const next = [...latest.current, ...added].slice(0, MAX_PRODUCT_IMAGES);
    latest.current = next;
    onChange(next);
  }

  function move(index: number, by: -1 | 1) {
    const next = [...value];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item);
    onChange(next);
  }

  function remove(index: number) {
    const image = value[index];
    onChange(value.filter((_, i) => i !== index));
    if (image.path && !savedPaths.has(image.path)) void deleteUploadedImage(image);
  }

  function addLink() {
    const url = link.trim();
    if (!url) return;
    if (!isImageRef(url)) return setLinkError(t('Enter a valid image link (https://… or /path).'));
    if (value.some((i) => i.url === url)) return setLinkError(t('This image is already added.'));
    addUrls([url]);
    setLink('');
    setLinkError('');
  }

  const room = MAX_PRODUCT_IMAGES - value.length;
  const uploads = Object.entries(progress);

  return (
    <div className="product-images">
      <p className="field-hint" id="product-images-hint">
        {t('The first image is the cover shown on cards. Up to {max} images; use the arrows to reorder.', { max: MAX_PRODUCT_IMAGES })}
      </p>
      {value.length === 0 ? (
        <p className="muted product-images-empty">{t('No images yet: cards will show a placeholder.')}</p>
      ) : (
        <ol className="product-images-list" aria-label={t('Product images, in display order')}>
          {value.map((image, i) => (
            <li key={image.url} className="product-images-item">
              <ShopImage url={image.url} alt={i === 0 ? t('Product image {number} (cover)', { number: i + 1 }) : t('Product image {number}', { number: i + 1 })} sizes="adminProductImage" width={96} height={120} />
              {i === 0 && <span className="badge product-images-cover">{t('Cover')}</span>}
              <div className="product-images-actions">
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => move(i, -1)} disabled={i === 0} aria-label={t('Move image {number} earlier', { number: i + 1 })}>
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => move(i, 1)}
                  disabled={i === value.length - 1}
                  aria-label={t('Move image {number} later', { number: i + 1 })}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => remove(i)} aria-label={t('Remove image {number}', { number: i + 1 })}>
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}

      {room > 0 ? (
        <ImageUploader
          label={t('Add images')}
          value={[]}
          onChange={addUrls}
          pathPrefix={`products/${productId}`}
          max={room}
          failureMessage={t(PRODUCT_IMAGE_UPLOAD_FAILED)}
          upload={upload}
          onUploadingChange={onUploadingChange}
          error={error && t(error)}
        />
      ) : (
        <p className="field-hint">{t('Limit of {max} images reached.', { max: MAX_PRODUCT_IMAGES })}</p>
      )}

      {uploads.length > 0 && (
        <ul className="product-images-progress" aria-label={t('Upload progress')}>
          {uploads.map(([key, { name, fraction }]) => (
            <li key={key}>
              <progress max={1} value={fraction} aria-label={t('Uploading {name}', { name })} /> {name}: {Math.round(fraction * 100)}%
            </li>
          ))}
        </ul>
      )}

      {/* The shared uploader offers a link field only when uploads are unavailable; links are always allowed here. */}
      {storageAvailable && room > 0 && (
        <div className="field">
          <label htmlFor="product-image-link">{t('Or add an image link')}</label>
          <div className="product-images-link">
            <input
              id="product-image-link"
              type="url"
              inputMode="url"
              placeholder={t('https://… or /garments/…')}
              value={link}
              onChange={(e) => {
                setLink(e.target.value);
                setLinkError('');
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addLink();
                }
              }}
              aria-invalid={linkError ? true : undefined}
              aria-describedby={linkError ? 'product-image-link-error' : undefined}
            />
            <button type="button" className="btn btn-outline btn-sm" onClick={addLink} disabled={!link.trim()}>
              {t('Add image link')}
            </button>
          </div>
          {linkError && (
            <p className="field-error" id="product-image-link-error" role="alert">
              {linkError}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
