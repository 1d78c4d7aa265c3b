import type { Size } from '@tailor/domain/sizes';

/** 'size M', but 'Free Size' as it is (not 'size Free Size'). */
export function sizeLabel(size: Size): string {
  return size === 'Free Size' ? size : `size ${size}`;
}
