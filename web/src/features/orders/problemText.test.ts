import { afterEach, describe, expect, it } from 'vitest';
import { MAX_MEASUREMENT, MEASUREMENT_FIELDS, measurementProblem } from '@tailor/domain/measurements';
import { customerSchema } from '@tailor/domain/order';
import { addEntries, resetI18nState, setLanguage } from '../../lib/i18n/translate';
import { problemText } from './problemText';
import hindi from './hi';

afterEach(() => resetI18nState());

const ENGLISH_WORD = /[A-Za-z]{3}/;

describe('problemText', () => {
  it('leaves English as domain wrote it', () => {
    expect(problemText('Enter your chest measurement in inches, more than 0')).toBe('Enter your chest measurement in inches, more than 0');
    expect(problemText('Enter a valid 6-digit pincode')).toBe('Enter a valid 6-digit pincode');
  });

  it('puts every measurement message of every form in Hindi, the measurement named in Hindi', () => {
    addEntries(hindi);
    setLanguage('hi');
    expect(problemText(measurementProblem('Blouse length (inches)', undefined, true)!)).toBe('ब्लाउज़ की लंबाई का नाप इंच में भरें, 0 से ज़्यादा');
    expect(problemText(measurementProblem('Hip (inches)', 120, true)!)).toBe(`हिप का नाप इंच में भरें, ज़्यादा से ज़्यादा ${MAX_MEASUREMENT}`);
    for (const fields of Object.values(MEASUREMENT_FIELDS)) {
      for (const field of fields) {
        for (const value of [undefined, -1, MAX_MEASUREMENT + 1]) {
          const text = problemText(measurementProblem(field.label, value, true)!);
          expect(text, field.label).not.toMatch(ENGLISH_WORD);
        }
      }
    }
  });

  it("puts the customer form's messages in Hindi", () => {
    addEntries(hindi);
    setLanguage('hi');
    const parsed = customerSchema.safeParse({ name: '', email: 'x', phone: '12', address: { street: '', city: '', state: '', pincode: '1' } });
    const messages = parsed.error!.issues.map((issue) => problemText(issue.message));
    expect(messages).toContain('6 अंकों का सही पिनकोड लिखें');
    for (const text of messages) expect(text).not.toMatch(ENGLISH_WORD);
  });
});
