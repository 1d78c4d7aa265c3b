/** The rows of the product page's and design view's detail cards ('Not available' for missing values). */
import { detailKeyForCategory, type Product } from '@tailor/domain';

export const NOT_AVAILABLE = 'Not available';

export interface DetailRow {
  label: string;
  value: string;
  /** The value is missing and shows NOT_AVAILABLE. */
  missing: boolean;
}

function display(value: unknown, suffix = ''): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
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
  return { label, value: text ?? NOT_AVAILABLE, missing: text === null };
}

/** The summary card's 8 rows (the page shows 3 until 'View All 8 Details'). */
export function summaryRows(p: Product): DetailRow[] {
  return [
    row('Category', p.category),
    row('Product Type', p.productType),
    row('Fabric', p.fabricType),
    row('Colour', p.color),
    row('Pattern', p.pattern),
    row('Stitching', p.stitchingType),
    row('Availability', p.availabilityStatus),
    row('Delivery Time', p.estimatedDeliveryTime),
  ];
}

type Labels = Record<string, [label: string, suffix?: string]>;

const CATEGORY_LABELS: Record<'blouseDetails' | 'suitDetails' | 'lehengaDetails' | 'sareeDetails', { title: string; labels: Labels }> = {
  blouseDetails: {
    title: 'Blouse Details',
    labels: {
      sleeveType: ['Sleeve Type'],
      blouseBackDesign: ['Back Design'],
      necklineStyle: ['Neckline'],
      fitType: ['Fit'],
      embellishments: ['Embellishments'],
      padding: ['Padding'],
      lining: ['Lining'],
    },
  },
  suitDetails: {
    title: 'Suit Details',
    labels: {
      suitStyle: ['Style'],
      sleeveType: ['Sleeve Type'],
      fitType: ['Fit'],
      fabricType: ['Fabric'],
      necklineStyle: ['Neckline'],
      embellishments: ['Embellishments'],
      lining: ['Lining'],
      padding: ['Padding'],
    },
  },
  lehengaDetails: {
    title: 'Lehenga Details',
    labels: {
      lehengaType: ['Lehenga Type'],
      lehengaFabric: ['Fabric'],
      lehengaWaist: ['Waist'],
      lehengaDupattaIncluded: ['Dupatta Included'],
      embroidery: ['Embroidery'],
    },
  },
  sareeDetails: {
    title: 'Saree Details',
    labels: {
      sareeFabric: ['Fabric'],
      sareeLength: ['Length', ' m'],
      borderStyle: ['Border'],
      drapeStyle: ['Drape Style'],
      pleated: ['Pre-pleated'],
      embroideryDetails: ['Embroidery'],
      blouseIncluded: ['Blouse Included'],
      blouseType: ['Blouse Type'],
      blouseFitType: ['Blouse Fit'],
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
      title: 'Fabric & Material',
      rows: [row('Fabric Type', p.fabricType), row('Fabric Feel', p.fabricFeel), row('Durability', p.durability)],
    },
    {
      title: 'Blouse Tailoring Details',
      rows: [
        row('Gala (Neck) Design', tailoring.galaDesign),
        row('Back Design', tailoring.backDesign),
        row('Baju (Sleeve) Design', tailoring.bajuDesign),
        row('Silai Type', tailoring.silaiType),
        row('Customisations', tailoring.blouseCustomizations),
      ],
    },
    {
      title: 'Embellishments',
      rows: [
        row('Embroidery', embellished.embroidery),
        row('Beadwork', embellished.beadwork),
        row('Stonework', embellished.stonework),
        row('Additional Details', embellished.additionalDetails),
        row('Techniques', p.embellishments),
      ],
    },
  ];
}
