/**
 * Amounts, days and sentences of the bill page in the chosen language: ₹ and
 * days through Intl with the locale (the same figures in both languages,
 * lakh grouping), and a translated sentence with elements in its middle.
 * Kept here rather than shared with other screens: a module the bill page
 * shared with them would be a chunk of its own, named in the first
 * download's preload table.
 */
import { Fragment, type ReactNode } from 'react';
import { dateFromIso, formatINRPaise, type Paise } from '@tailor/domain';
import { currentLocale } from '../../lib/i18n/translate';

/** ₹1,23,456.50, in the chosen locale. */
export const billMoney = (paise: Paise): string => formatINRPaise(paise, currentLocale());

/** "24 November 2026" (as domain's longDate), "24 नवंबर 2026"; null for a malformed day. */
export function billDay(iso: string | null): string | null {
  const day = iso ? dateFromIso(iso) : null;
  return day ? new Intl.DateTimeFormat(currentLocale(), { day: 'numeric', month: 'long', year: 'numeric' }).format(day) : null;
}

/** A translated text with its `{name}` placeholders replaced by elements (word order differs between languages). */
export function withParts(text: string, parts: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return text.split(/\{(\w+)\}/).map((piece, i) => <Fragment key={i}>{i % 2 === 1 ? (parts[piece] ?? `{${piece}}`) : piece}</Fragment>);
}
