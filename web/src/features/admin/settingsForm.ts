/**
 * The shop-details form: the shared schema, with the free-delivery threshold
 * typed in rupees (stored in paise).
 */
import { z } from 'zod';
import { msg } from '../../lib/i18n/translate';
import { DEFAULT_BILLING_SETTINGS, shopSettingsSchema, type ShopSettings } from '@tailor/domain';
import { doc, getDoc, setDoc, type Firestore } from 'firebase/firestore';
import { SHOP_SETTINGS_PATH } from '@tailor/domain';
import { billingFormSchema, toBillingForm } from './billingForm';

export const settingsFormSchema = shopSettingsSchema
  .omit({ freeShippingThresholdPaise: true, billing: true })
  .extend({
    billing: billingFormSchema,
    freeShippingRupees: z
      .number({ message: msg('Please enter an amount in rupees') })
      .int(msg('Please enter whole rupees'))
      .min(0, msg('The amount cannot be negative'))
      .max(100_000, msg('The amount is too large')),
  })
  .transform(({ freeShippingRupees, ...rest }): ShopSettings => ({ ...rest, freeShippingThresholdPaise: freeShippingRupees * 100 }));

export type SettingsFormInput = z.input<typeof settingsFormSchema>;

export function toFormValues(s: ShopSettings): SettingsFormInput {
  const { freeShippingThresholdPaise, billing, ...rest } = structuredClone(s);
  return { ...rest, freeShippingRupees: Math.round(freeShippingThresholdPaise / 100), billing: toBillingForm(billing ?? DEFAULT_BILLING_SETTINGS) };
}

/**
 * Every key the rules expect, nothing else. The appointments are left as
 * stored: their own section saves them. Checking every section of a new
 * document would pass the rules' budget of 1000 expressions, so they refuse
 * the payment, billing and appointment sections on create: the first save
 * creates the document without them and adds them one by one (an update
 * checks only what changed).
 */
export async function saveShopSettings(db: Firestore, value: ShopSettings): Promise<void> {
  const ref = doc(db, SHOP_SETTINGS_PATH);
  const { appointments: _own, ...details } = shopSettingsSchema.parse(value);
  const { payments: _payments, billing: _billing, ...core } = details;
  if (!(await getDoc(ref)).exists()) {
    await setDoc(ref, core);
    // One section an update: checking two at once can pass the budget too.
    await setDoc(ref, { payments: details.payments }, { merge: true });
  }
  await setDoc(ref, details, { mergeFields: Object.keys(details) });
}
