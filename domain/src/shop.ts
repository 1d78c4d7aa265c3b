/** The shop's identity, shared by the web app and the functions. */

const WHATSAPP = '919820012345';

const address = {
  street: 'Shop 4, Gulmohar Arcade, S.V. Road',
  locality: 'Andheri West',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400058',
  country: 'IN',
} as const;

const fullAddress = `${address.street}, ${address.locality}, ${address.city}, ${address.state} ${address.pincode}, India`;

export const SHOP = {
  name: 'Silai Studio',
  tagline: 'Tailored for you',
  phone: '+91 98200 12345',
  phoneHref: 'tel:+919820012345',
  whatsapp: WHATSAPP,
  whatsappHref(message?: string): string {
    const base = `https://wa.me/${WHATSAPP}`;
    return message ? `${base}?text=${encodeURIComponent(message)}` : base;
  },
  email: 'hello@silaistudio.in',
  emailHref: 'mailto:hello@silaistudio.in',
  address,
  fullAddress,
  geo: { lat: 19.1307, lng: 72.8365 },
  mapsDirectionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(fullAddress)}`,
  hours: [{ days: 'Mo-Sa', opens: '09:00', closes: '19:00' }],
  hoursText: 'Mon–Sat, 9:00 AM – 7:00 PM',
  social: [
    { name: 'Instagram', url: 'https://www.instagram.com/silaistudio' },
    { name: 'Facebook', url: 'https://www.facebook.com/silaistudio' },
    { name: 'YouTube', url: 'https://www.youtube.com/@silaistudio' },
  ],
  foundedYears: 10,
  /** The shop's public web address: links in e-mails, share tags and canonical links. */
  publicUrl: 'https://silaistudio.in',
  /** Order numbers read `SS-1001`, `SS-1002`, … */
  orderNumberPrefix: 'SS',
  /**
   * Days from confirming an order to the promised delivery date, by order
   * category (product or wizard category) and whether it is made to measure.
   */
  turnaroundDays: {
    tailor: { Blouse: 10, Suit: 14, Dress: 12, Lehenga: 21, Saree: 7, default: 12 },
    readymade: { default: 4 },
  },
} as const;

export type Shop = typeof SHOP;

/**
 * Words of the shop's name, with any spaces, dots, dashes or underscores
 * between them; firestore.rules (users/{uid}) holds the same pattern.
 */
const SHOP_NAME_PATTERN = /silai[\s._-]*studio/i;

/** True when a person's name contains the shop's name ('Silai Studio (Official)'): only the admin may use one. */
export function containsShopName(name: string): boolean {
  return SHOP_NAME_PATTERN.test(name);
}

export const SHOP_NAME_IN_USE_MESSAGE = `Please use your own name: names with "${SHOP.name}" are kept for the shop`;

/** The opening-hours day codes ('Mo'…'Su', in week order) and their names. */
export const DAY_NAMES: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};
const DAY_ORDER = Object.keys(DAY_NAMES);

/** 'Mo-Sa' → Monday … Saturday. */
function expandDays(days: string): string[] {
  const [from, to] = days.split('-');
  const start = DAY_ORDER.indexOf(from ?? '');
  const end = to ? DAY_ORDER.indexOf(to) : start;
  if (start < 0 || end < start) return [];
  return DAY_ORDER.slice(start, end + 1).map((d) => DAY_NAMES[d]!);
}

/** What the structured data needs: the shop's settings (settings/shop) or the demo values above. */
export interface JsonLdShop {
  name: string;
  phone: string;
  email: string;
  address: { street: string; locality: string; city: string; state: string; pincode: string };
  geo: { lat: number; lng: number };
  hours: readonly { days: string; opens: string; closes: string }[];
  social: readonly { name: string; url: string }[];
}

/** schema.org ClothingStore data for the contact page. */
export function shopJsonLd(url = `${SHOP.publicUrl}/`, shop: JsonLdShop = SHOP): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ClothingStore',
    name: shop.name,
    description: `${shop.name} – custom blouse stitching, lehenga and suit designing, and alterations in ${shop.address.city}.`,
    url,
    telephone: shop.phone,
    email: shop.email,
    priceRange: '₹₹',
    currenciesAccepted: 'INR',
    paymentAccepted: 'Cash',
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${shop.address.street}, ${shop.address.locality}`,
      addressLocality: shop.address.city,
      addressRegion: shop.address.state,
      postalCode: shop.address.pincode,
      addressCountry: 'IN',
    },
    geo: { '@type': 'GeoCoordinates', latitude: shop.geo.lat, longitude: shop.geo.lng },
    openingHoursSpecification: shop.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: expandDays(h.days),
      opens: h.opens,
      closes: h.closes,
    })),
    openingHours: shop.hours.map((h) => `${h.days} ${h.opens}-${h.closes}`),
    sameAs: shop.social.map((s) => s.url),
  };
}
