import { describe, expect, it } from 'vitest';
import {
  MEASUREMENT_FIELDS,
  MEASUREMENT_KEYS,
  emptyMeasurements,
  measurementCategoryKey,
  measurementFromInput,
  measurementProblem,
  measurementProfileSchema,
  measurementValueSchema,
  measurementsSchema,
  requiredMeasurementsComplete,
  toMeasurementNumber,
} from './measurements';

describe('measurement fields', () => {
  it('has the spec keys with inch labels and help', () => {
    expect(MEASUREMENT_FIELDS.blouse.map((f) => f.key)).toEqual([
      'chest', 'waist', 'shoulder', 'length', 'sleeveLength', 'neckDepthFront', 'neckDepthBack',
    ]);
    expect(MEASUREMENT_FIELDS.dress.map((f) => f.key)).toEqual(['chest', 'waist', 'hip', 'length', 'sleeveLength']);
    expect(MEASUREMENT_FIELDS.lehenga.map((f) => f.key)).toEqual(['waist', 'hip', 'length']);
    expect(MEASUREMENT_FIELDS.blouse[0]!.label).toBe('Chest (inches)');
    expect(MEASUREMENT_FIELDS.dress[0]!.label).toMatch(/^Chest \(bust/);
    for (const cat of ['blouse', 'dress', 'lehenga'] as const) {
      expect(MEASUREMENT_FIELDS[cat].map((f) => f.key)).toEqual([...MEASUREMENT_KEYS[cat]]);
      for (const f of MEASUREMENT_FIELDS[cat]) {
        expect(f.label).toMatch(/inches\)$/);
        expect(f.help.length).toBeGreaterThan(20);
      }
    }
  });
  it('maps categories case-insensitively', () => {
    expect(measurementCategoryKey('Blouse')).toBe('blouse');
    expect(measurementCategoryKey('DRESS')).toBe('dress');
    expect(measurementCategoryKey(' lehenga ')).toBe('lehenga');
    expect(measurementCategoryKey('Suit')).toBe('dress');
    expect(measurementCategoryKey('Saree')).toBe('blouse');
    expect(measurementCategoryKey('Others')).toBeNull();
    expect(measurementCategoryKey(null)).toBeNull();
  });
});

describe('values', () => {
  it('non-numeric becomes 0', () => {
    expect(toMeasurementNumber('32.5')).toBe(32.5);
    expect(toMeasurementNumber('abc')).toBe(0);
    expect(toMeasurementNumber(Number.NaN)).toBe(0);
    expect(toMeasurementNumber(undefined)).toBe(0);
    expect(measurementValueSchema.parse('')).toBe(0);
    expect(measurementValueSchema.safeParse(101).success).toBe(false);
    expect(measurementValueSchema.safeParse(-1).success).toBe(false);
  });
  it('empty and complete', () => {
    expect(emptyMeasurements('lehenga')).toEqual({ waist: 0, hip: 0, length: 0 });
    expect(requiredMeasurementsComplete('lehenga', { waist: 30, hip: 40, length: 0 })).toBe(false);
    expect(requiredMeasurementsComplete('lehenga', { waist: 30, hip: 40, length: 41.5 })).toBe(true);
    expect(requiredMeasurementsComplete('dress', null)).toBe(false);
  });
  it('measurements per category are partial and strict', () => {
    expect(measurementsSchema.parse({ blouse: { chest: '34' } })).toEqual({ blouse: { chest: 34 } });
    expect(measurementsSchema.safeParse({ lehenga: { chest: 3 } }).success).toBe(false);
    expect(measurementsSchema.safeParse({ saree: {} }).success).toBe(false);
  });
  it('profiles only hold the keys of their category', () => {
    expect(measurementProfileSchema.safeParse({ name: 'Mine', category: 'lehenga', values: { waist: 30 } }).success).toBe(true);
    expect(measurementProfileSchema.safeParse({ name: 'Mine', category: 'lehenga', values: { chest: 30 } }).success).toBe(false);
    expect(measurementProfileSchema.safeParse({ name: '', category: 'lehenga', values: {} }).success).toBe(false);
    expect(measurementProfileSchema.safeParse({ name: 'x', category: 'dress', values: { hip: 200 } }).success).toBe(false);
  });
});

describe('measurement messages and inputs', () => {
  it('names the measurement and the rule', () => {
    expect(measurementProblem('Chest (bust, inches)', undefined, true)).toBe('Enter your chest measurement in inches, more than 0');
    expect(measurementProblem('Chest (bust, inches)', undefined, false)).toBeNull();
    expect(measurementProblem('Hip (inches)', 0, false)).toBe('Enter your hip measurement in inches, more than 0');
    expect(measurementProblem('Hip (inches)', -3, true)).toBe('Enter your hip measurement in inches, more than 0');
    expect(measurementProblem('Hip (inches)', 'abc', true)).toBe('Enter your hip measurement in inches, more than 0');
    expect(measurementProblem('Hip (inches)', 100.5, true)).toBe('Enter your hip measurement in inches, at most 100');
    expect(measurementProblem('Hip (inches)', 38.5, true)).toBeNull();
  });
  it('keeps a blank input blank instead of 0', () => {
    expect(measurementFromInput('')).toBeUndefined();
    expect(measurementFromInput('  ')).toBeUndefined();
    expect(measurementFromInput(undefined)).toBeUndefined();
    expect(measurementFromInput(Number.NaN)).toBeUndefined();
    expect(measurementFromInput('34.5')).toBe(34.5);
    expect(measurementFromInput('-2')).toBe(-2);
    expect(measurementFromInput(0)).toBe(0);
  });
});
