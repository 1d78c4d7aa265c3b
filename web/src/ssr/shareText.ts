/**
 * The words of a served page's share tags (description, Open Graph and
 * Twitter titles) in each language. Server-only, like the tags themselves: the
 * browser never shows these, so they are not in a catalogue the pages carry.
 * The gallery's titles say what its `<title>` says (features/catalog/gallery/hi.ts).
 */
import { SHOP } from '@tailor/domain/shop';
import type { Language } from '@tailor/domain/language';

export interface ShareText {
  /** The shop in a sentence: `/`, `/gallery` and any page without its own description. */
  description: string;
  /** The home page's title as previews show it. */
  homeTitle: string;
  /** The gallery's title, with the searched words when there are some. */
  galleryTitle: (q?: string) => string;
  /** A design's description when the owner wrote none (in that language). */
  productFallback: (name: string) => string;
}

export const SHARE_TEXT: Record<Language, ShareText> = {
  en: {
    description: `${SHOP.name}, Mumbai: custom-stitched blouses, suits, lehengas and sarees, tailored to your measurements. Cash on delivery.`,
    homeTitle: `${SHOP.name} · ${SHOP.tagline}`,
    galleryTitle: (q) => (q ? `“${q}” · Designs · ${SHOP.name}` : `Designs · ${SHOP.name}`),
    productFallback: (name) => `${name} from ${SHOP.name}`,
  },
  hi: {
    description: `${SHOP.name}, मुंबई: आपके नाप से सिले ब्लाउज़, सूट, लहंगे और साड़ियाँ। कैश ऑन डिलीवरी की सुविधा।`,
    homeTitle: `${SHOP.name} · आपके नाप से, आपके लिए`,
    galleryTitle: (q) => (q ? `“${q}” · डिज़ाइन · ${SHOP.name}` : `डिज़ाइन · ${SHOP.name}`),
    productFallback: (name) => `${SHOP.name} पर ${name} देखें`,
  },
};
