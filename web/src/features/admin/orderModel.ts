/** Contact links for an order's customer. */
import { INDIAN_MOBILE_REGEX, normaliseIndianMobile } from '@tailor/domain';

/** The customer's mobile as 10 digits, or null when it is not a valid Indian mobile. */
export function customerMobile(phone: string): string | null {
  const digits = normaliseIndianMobile(phone);
  return INDIAN_MOBILE_REGEX.test(digits) ? digits : null;
}

export function telHref(phone: string): string | null {
  const m = customerMobile(phone);
  return m ? `tel:+91${m}` : null;
}

export function customerWhatsappHref(phone: string, message?: string): string | null {
  const m = customerMobile(phone);
  if (!m) return null;
  const base = `https://wa.me/91${m}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
