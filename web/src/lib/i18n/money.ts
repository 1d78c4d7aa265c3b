import { formatINR, type Paise } from '@tailor/domain/money';
import { currentLocale } from './translate';

/** An amount in the chosen language's locale (domain's formatINR; the same digits and grouping in both). */
export function formatMoney(paise: Paise, options: { decimals?: 0 | 2 } = {}): string {
  return formatINR(paise, { ...options, locale: currentLocale() });
}
