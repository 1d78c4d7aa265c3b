import type { Size } from '@tailor/domain/sizes';
import { t } from '../../lib/i18n/translate';

/** 'size M', but 'Free Size' as it is (not 'size Free Size'); in the shown language. */
export function sizeLabel(size: Size): string {
  return size === 'Free Size' ? t('Free Size') : t('size {size}', { size });
}
