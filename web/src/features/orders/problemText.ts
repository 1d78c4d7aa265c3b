import { t } from '../../lib/i18n/translate';

/**
 * domain's measurement messages name the measurement inside the sentence
 * ("Enter your chest measurement in inches, more than 0"), built from the
 * field's label, and the API answers with the same English words. So they are
 * translated as one text with the name as a placeholder; every other message
 * (domain's zod messages, the API's) is translated whole.
 */
const MEASUREMENT_PROBLEM = /^Enter your (.+) measurement in inches, (?:more than 0|at most (\d+(?:\.\d+)?))$/;

export function problemText(message: string): string {
  const m = MEASUREMENT_PROBLEM.exec(message);
  if (!m) return t(message);
  const name = t(m[1]!);
  return m[2] === undefined
    ? t('Enter your {name} measurement in inches, more than 0', { name })
    : t('Enter your {name} measurement in inches, at most {max}', { name, max: m[2] });
}
