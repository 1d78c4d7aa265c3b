/**
 * Seeded customer feedback. Each author reviews the shop at most once and each
 * design at most once: the document id is feedbackDocId(uid, productId), as
 * the rules require, so re-seeding overwrites instead of duplicating.
 */
import { feedbackDocId } from '@tailor/domain/feedback';
import { daysBefore } from './catalogue';

export interface SeedFeedback {
  /** A stable name for the entry (its dates derive from it); older seeds used it as the document id. */
  id: string;
  /** E-mail of the demo account that wrote it (resolved to its uid when seeding). */
  authorEmail: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comments: string;
  productId?: string;
  createdDaysAgo: number;
  /** Set when the author edited the entry later. */
  updatedDaysAgo?: number;
}

export const SEED_FEEDBACK: readonly SeedFeedback[] = [
  {
    id: 'fb-priya-blouse',
    authorEmail: 'priya@silaistudio.test',
    rating: 5,
    productId: 'p-maroon-floral-silk-blouse',
    comments:
      'The maroon floral blouse fits like it was sewn on me. They took my measurements over a video call, did one trial, and the back latkans are exactly like the picture. Already ordered a second one!',
    createdDaysAgo: 160,
    updatedDaysAgo: 150,
  },
  {
    id: 'fb-priya-alteration',
    authorEmail: 'priya@silaistudio.test',
    rating: 4,
    comments: 'Quick alteration on my mother’s old saree blouse, neat finishing. Took two days longer than promised.',
    createdDaysAgo: 61,
  },
  {
    id: 'fb-anjali-lehenga',
    authorEmail: 'anjali@silaistudio.test',
    rating: 5,
    productId: 'p-maroon-banarasi-lehenga',
    comments:
      'Wore the Banarasi lehenga for my sister’s wedding and got compliments all night. The zari is rich without being heavy, and the choli was altered within a day when I lost some weight before the function.',
    createdDaysAgo: 140,
  },
  {
    id: 'fb-anjali-delivery',
    authorEmail: 'anjali@silaistudio.test',
    rating: 3,
    comments: 'Lovely fabric but the courier took a week to reach Pune. Packaging was good though.',
    createdDaysAgo: 48,
  },
  {
    id: 'fb-farah-anarkali',
    authorEmail: 'farah@silaistudio.test',
    rating: 5,
    productId: 'p-maroon-velvet-anarkali',
    comments:
      'My Eid Anarkali in velvet came out stunning. The team suggested a lighter lining so it would not be too warm, which was a great call. Stitching inside is as neat as outside.',
    createdDaysAgo: 120,
  },
  {
    id: 'fb-farah-colour',
    authorEmail: 'farah@silaistudio.test',
    rating: 2,
    productId: 'p-green-chanderi-suit',
    comments:
      'The chanderi suit was nicely stitched, but the green was much darker than on the website and the dupatta had a pulled thread. They offered an exchange, which I appreciated, but it meant another two weeks of waiting.',
    createdDaysAgo: 70,
    updatedDaysAgo: 66,
  },
  {
    id: 'fb-meera-saree',
    authorEmail: 'meera@silaistudio.test',
    rating: 5,
    productId: 'p-red-kanjeevaram-saree',
    comments: 'Authentic Kanjeevaram, beautiful zari, and the fall and pico were done perfectly. Felt like shopping in Kanchipuram!',
    createdDaysAgo: 105,
  },
  {
    id: 'fb-meera-blouse-fit',
    authorEmail: 'meera@silaistudio.test',
    rating: 4,
    comments:
      'Got three blouses stitched for my saree collection. Two were perfect; the third needed the sleeves loosened, which they did free of charge. Good, honest tailoring at a fair price.',
    createdDaysAgo: 35,
  },
  {
    id: 'fb-kavya-toile',
    authorEmail: 'kavya@silaistudio.test',
    rating: 5,
    productId: 'p-lehenga-toile-fitting',
    comments:
      'Doing a toile first was the best decision for my bridal lehenga. We fixed the waist and the choli shape on the muslin, and the final lehenga needed zero changes. Highly recommend for brides who are nervous about fit.',
    createdDaysAgo: 90,
  },
  {
    id: 'fb-kavya-service',
    authorEmail: 'kavya@silaistudio.test',
    rating: 4,
    comments: 'Friendly staff and they really listen. The studio in Andheri is a bit hard to find the first time.',
    createdDaysAgo: 22,
  },
  {
    id: 'fb-ritu-patiala',
    authorEmail: 'ritu@silaistudio.test',
    rating: 3,
    productId: 'p-yellow-phulkari-patiala',
    comments: 'Phulkari dupatta is gorgeous, but the salwar came out a little short. Exchanged easily.',
    createdDaysAgo: 80,
  },
  {
    id: 'fb-ritu-gown',
    authorEmail: 'ritu@silaistudio.test',
    rating: 5,
    productId: 'p-emerald-anarkali-gown',
    comments:
      'Ordered the emerald gown for a reception at two weeks’ notice and they delivered in eight days with a perfect fit. The embroidery on the bodice looks even better in person than in the photos.',
    createdDaysAgo: 14,
  },
  {
    id: 'fb-priya-custom',
    authorEmail: 'priya@silaistudio.test',
    rating: 4,
    productId: 'p-golden-brocade-blouse',
    comments:
      'Sent them a Pinterest picture for a custom blouse and they recreated it very closely. Would love an online order tracker so I do not have to call for updates.',
    createdDaysAgo: 9,
  },
  {
    id: 'fb-anjali-satin-saree',
    authorEmail: 'anjali@silaistudio.test',
    rating: 2,
    productId: 'p-royal-blue-satin-saree',
    comments: 'Saree was fine but two stones came off the border after one wear. Hoping the repair holds.',
    createdDaysAgo: 5,
  },
];

export function feedbackDates(f: SeedFeedback): { createdAt: Date; updatedAt: Date } {
  const minutes = (f.id.length * 53) % 720;
  return {
    createdAt: daysBefore(f.createdDaysAgo, minutes),
    updatedAt: daysBefore(f.updatedDaysAgo ?? f.createdDaysAgo, minutes),
  };
}

/** The document id of a seeded entry, once its author's uid is known. */
export function seedFeedbackDocId(f: SeedFeedback, uid: string): string {
  return feedbackDocId(uid, f.productId);
}
