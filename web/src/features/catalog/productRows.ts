/** The rows of the product page's and design view's detail cards ('Not available' for missing values). */
import { detailKeyForCategory, type Product } from '@tailor/domain';
import { msg } from '../../lib/i18n/translate';

export const NOT_AVAILABLE = msg('Not available');
const YES = msg('Yes');
const NO = msg('No');

export interface DetailRow {
  label: string;
  value: string;
  /** The value is missing and shows NOT_AVAILABLE. */
  missing: boolean;
  /** The value is the shop's own text (Yes, No, Not available), shown translated; else the owner's, shown as typed. */
  shopText?: true;
}

function display(value: unknown, suffix = ''): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? YES : NO;
  if (typeof value === 'number') return Number.isFinite(value) ? `${value}${suffix}` : null;
  if (Array.isArray(value)) {
    const items = value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    return items.length ? items.join(', ') : null;
  }
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  return null;
}

export function row(label: string, value: unknown, suffix = ''): DetailRow {
  const text = display(value, suffix);
  const shown = { label, value: text ?? NOT_AVAILABLE, missing: text === null };
  return text === null || typeof value === 'boolean' ? { ...shown, shopText: true } : shown;
}

/** The summary card's 8 rows (the page shows 3 until 'View All 8 Details'). */
export function summaryRows(p: Product): DetailRow[] {
  return [
    row(msg('Category'), p.category),
    row(msg('Product Type'), p.productType),
    row(msg('Fabric'), p.fabricType),
    row(msg('Colour'), p.color),
    row(msg('Pattern'), p.pattern),
    row(msg('Stitching'), p.stitchingType),
    row(msg('Availability'), p.availabilityStatus),
    row(msg('Delivery Time'), p.estimatedDeliveryTime),
  ];
}

type Labels = Record<string, [label: string, suffix?: string]>;

const CATEGORY_LABELS: Record<'blouseDetails' | 'suitDetails' | 'lehengaDetails' | 'sareeDetails', { title: string; labels: Labels }> = {
  blouseDetails: {
    title: msg('Blouse Details'),
    labels: {
      sleeveType: [msg('Sleeve Type')],
      blouseBackDesign: [msg('Back Design')],
      necklineStyle: [msg('Neckline')],
      fitType: [msg('Fit')],
      embellishments: [msg('Embellishments')],
      padding: [msg('Padding')],
      lining: [msg('Lining')],
    },
  },
  suitDetails: {
    title: msg('Suit Details'),
    labels: {
      suitStyle: [msg('Style')],
      sleeveType: [msg('Sleeve Type')],
      fitType: [msg('Fit')],
      fabricType: [msg('Fabric')],
      necklineStyle: [msg('Neckline')],
      embellishments: [msg('Embellishments')],
      lining: [msg('Lining')],
      padding: [msg('Padding')],
    },
  },
  lehengaDetails: {
    title: msg('Lehenga Details'),
    labels: {
      lehengaType: [msg('Lehenga Type')],
      lehengaFabric: [msg('Fabric')],
      lehengaWaist: [msg('Waist')],
      lehengaDupattaIncluded: [msg('Dupatta Included')],
      embroidery: [msg('Embroidery')],
    },
  },
  sareeDetails: {
    title: msg('Saree Details'),
    labels: {
      sareeFabric: [msg('Fabric')],
      sareeLength: [msg('Length'), ' m'],
      borderStyle: [msg('Border')],
      drapeStyle: [msg('Drape Style')],
      pleated: [msg('Pre-pleated')],
      embroideryDetails: [msg('Embroidery')],
      blouseIncluded: [msg('Blouse Included')],
      blouseType: [msg('Blouse Type')],
      blouseFitType: [msg('Blouse Fit')],
    },
  },
};

/** The category-specific card, or null for categories without one (Dress, Toiler, Others). */
export function categoryDetails(p: Product): { title: string; rows: DetailRow[] } | null {
  const key = detailKeyForCategory(p.category);
  if (!key) return null;
  const { title, labels } = CATEGORY_LABELS[key];
  const source = (p[key] ?? {}) as Record<string, unknown>;
  return { title, rows: Object.entries(labels).map(([field, [label, suffix]]) => row(label, source[field], suffix)) };
}

/** The design view's sections (spec: Design detail). */
export function designSections(p: Product): { title: string; rows: DetailRow[] }[] {
  const tailoring = (p.blouseTailoring ?? {}) as Record<string, unknown>;
  const embellished = (p.embellishmentDetails ?? {}) as Record<string, unknown>;
  return [
    {
      title: msg('Fabric & Material'),
      rows: [row(msg('Fabric Type'), p.fabricType), row(msg('Fabric Feel'), p.fabricFeel), row(msg('Durability'), p.durability)],
    },
    {
      title: msg('Blouse Tailoring Details'),
      rows: [
        row(msg('Gala (Neck) Design'), tailoring.galaDesign),
        row(msg('Back Design'), tailoring.backDesign),
        row(msg('Baju (Sleeve) Design'), tailoring.bajuDesign),
        row(msg('Silai Type'), tailoring.silaiType),
        row(msg('Customisations'), tailoring.blouseCustomizations),
      ],
    },
    {
      title: msg('Embellishments'),
      rows: [
        row(msg('Embroidery'), embellished.embroidery),
        row(msg('Beadwork'), embellished.beadwork),
        row(msg('Stonework'), embellished.stonework),
        row(msg('Additional Details'), embellished.additionalDetails),
        row(msg('Techniques'), p.embellishments),
      ],
    },
  ];
}
