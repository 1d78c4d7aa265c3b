import { z } from 'zod';

export const MEASUREMENT_CATEGORIES = ['blouse', 'dress', 'lehenga'] as const;
export type MeasurementCategory = (typeof MEASUREMENT_CATEGORIES)[number];

export const MEASUREMENT_KEYS = {
  blouse: ['chest', 'waist', 'shoulder', 'length', 'sleeveLength', 'neckDepthFront', 'neckDepthBack'],
  dress: ['chest', 'waist', 'hip', 'length', 'sleeveLength'],
  lehenga: ['waist', 'hip', 'length'],
} as const;
export type MeasurementKey<C extends MeasurementCategory = MeasurementCategory> = (typeof MEASUREMENT_KEYS)[C][number];

export interface MeasurementField {
  key: string;
  label: string;
  help: string;
}

export const MAX_MEASUREMENT = 100;

export const MEASUREMENT_FIELDS: Record<MeasurementCategory, readonly MeasurementField[]> = {
  blouse: [
    { key: 'chest', label: 'Chest (inches)', help: 'Measure around the fullest part of the bust, keeping the tape level under the arms.' },
    { key: 'waist', label: 'Waist (inches)', help: 'Measure around the natural waist, just below the bust where the blouse ends.' },
    { key: 'shoulder', label: 'Shoulder (inches)', help: 'Measure across the back from the tip of one shoulder to the tip of the other.' },
    { key: 'length', label: 'Blouse length (inches)', help: 'Measure from the highest point of the shoulder down to where the blouse should end.' },
    { key: 'sleeveLength', label: 'Sleeve length (inches)', help: 'Measure from the shoulder tip down the arm to where the sleeve should end.' },
    { key: 'neckDepthFront', label: 'Front neck depth (inches)', help: 'Measure from the base of the neck at the shoulder straight down to the desired front neckline.' },
    { key: 'neckDepthBack', label: 'Back neck depth (inches)', help: 'Measure from the base of the neck at the shoulder straight down to the desired back neckline.' },
  ],
  dress: [
    { key: 'chest', label: 'Chest (bust, inches)', help: 'Measure around the fullest part of the bust, keeping the tape level under the arms.' },
    { key: 'waist', label: 'Waist (inches)', help: 'Measure around the narrowest part of the waist, keeping one finger under the tape.' },
    { key: 'hip', label: 'Hip (inches)', help: 'Measure around the fullest part of the hips with feet together.' },
    { key: 'length', label: 'Dress length (inches)', help: 'Measure from the highest point of the shoulder down to where the dress should end.' },
    { key: 'sleeveLength', label: 'Sleeve length (inches)', help: 'Measure from the shoulder tip down the arm to where the sleeve should end.' },
  ],
  lehenga: [
    { key: 'waist', label: 'Waist (inches)', help: 'Measure around the waist where the lehenga will sit, usually just above the navel.' },
    { key: 'hip', label: 'Hip (inches)', help: 'Measure around the fullest part of the hips with feet together.' },
    { key: 'length', label: 'Lehenga length (inches)', help: 'Measure from the waist down to the floor while wearing the footwear you plan to use.' },
  ],
};

/** Measurement form for a product or order category (case-insensitive). */
export function measurementCategoryKey(category: string | null | undefined): MeasurementCategory | null {
  switch ((category ?? '').trim().toLowerCase()) {
    case 'blouse':
    case 'saree':
      return 'blouse';
    case 'dress':
    case 'suit':
      return 'dress';
    case 'lehenga':
      return 'lehenga';
    default:
      return null;
  }
}

/** The order-wizard category ('Blouse' | 'Dress' | 'Lehenga') for a measurement category. */
export function orderCategoryFor(cat: MeasurementCategory): 'Blouse' | 'Dress' | 'Lehenga' {
  return cat === 'blouse' ? 'Blouse' : cat === 'dress' ? 'Dress' : 'Lehenga';
}

/** 'Chest (bust, inches)' → 'chest'. */
export function measurementName(label: string): string {
  return label.replace(/\s*\(.*\)\s*$/, '').toLowerCase();
}

/**
 * What is wrong with one measurement, in words for people; null when it is
 * fine. Blank (undefined, '', null) counts as missing only when `required`.
 */
export function measurementProblem(label: string, value: unknown, required: boolean): string | null {
  const name = measurementName(label);
  const blank = value === undefined || value === null || value === '';
  if (blank) return required ? `Enter your ${name} measurement in inches, more than 0` : null;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(n) || n <= 0) return `Enter your ${name} measurement in inches, more than 0`;
  if (n > MAX_MEASUREMENT) return `Enter your ${name} measurement in inches, at most ${MAX_MEASUREMENT}`;
  return null;
}

/**
 * A measurement input's value for the form: blank stays blank (undefined, so a
 * saved draft shows an empty box, not 0); anything typed becomes a number.
 */
export function measurementFromInput(input: unknown): number | undefined {
  if (input === undefined || input === null) return undefined;
  if (typeof input === 'string' && input.trim() === '') return undefined;
  if (typeof input === 'number' && Number.isNaN(input)) return undefined;
  return toMeasurementNumber(input);
}

export function emptyMeasurements<C extends MeasurementCategory>(cat: C): Record<MeasurementKey<C>, number> {
  const out: Record<string, number> = {};
  for (const key of MEASUREMENT_KEYS[cat]) out[key] = 0;
  return out as Record<MeasurementKey<C>, number>;
}

/** Spec: a non-numeric entry becomes 0. */
export function toMeasurementNumber(input: unknown): number {
  const n = typeof input === 'number' ? input : typeof input === 'string' ? parseFloat(input) : NaN;
  return Number.isFinite(n) ? n : 0;
}

const measurementNumber = z
  .number()
  .min(0, { message: 'Measurements cannot be negative' })
  .max(MAX_MEASUREMENT, { message: `Measurements must be at most ${MAX_MEASUREMENT} inches` });

/** One measurement in inches; non-numeric input coerces to 0. */
export const measurementValueSchema = z.preprocess(toMeasurementNumber, measurementNumber);

function categoryValuesSchema(cat: MeasurementCategory) {
  const shape: Record<string, typeof measurementValueSchema> = {};
  for (const key of MEASUREMENT_KEYS[cat]) shape[key] = measurementValueSchema;
  return z.strictObject(shape).partial();
}

/** Measurements keyed by lower-cased category, each a partial set of that category's fields. */
export const measurementsSchema = z.strictObject({
  blouse: categoryValuesSchema('blouse').optional(),
  dress: categoryValuesSchema('dress').optional(),
  lehenga: categoryValuesSchema('lehenga').optional(),
});
export type Measurements = z.output<typeof measurementsSchema>;

/** True when every field of the category is greater than 0. */
export function requiredMeasurementsComplete(
  cat: MeasurementCategory,
  values: Record<string, unknown> | null | undefined,
): boolean {
  return missingMeasurements(cat, values).length === 0;
}

/** Keys of the category whose value is not a number greater than 0. */
export function missingMeasurements(
  cat: MeasurementCategory,
  values: Record<string, unknown> | null | undefined,
): string[] {
  return MEASUREMENT_KEYS[cat].filter((key) => {
    const v = values?.[key];
    return !(typeof v === 'number' && Number.isFinite(v) && v > 0);
  });
}

/** A saved profile under users/{uid}/measurements/{profileId}. */
export const measurementProfileSchema = z
  .strictObject({
    name: z.string().trim().min(1, { message: 'Give these measurements a name' }).max(60),
    category: z.enum(MEASUREMENT_CATEGORIES),
    values: z.record(z.string(), measurementNumber),
  })
  .superRefine((profile, ctx) => {
    const allowed = MEASUREMENT_KEYS[profile.category] as readonly string[];
    for (const key of Object.keys(profile.values)) {
      if (!allowed.includes(key)) {
        ctx.addIssue({ code: 'custom', path: ['values', key], message: `Unknown ${profile.category} measurement` });
      }
    }
  });
export type MeasurementProfile = z.output<typeof measurementProfileSchema>;
