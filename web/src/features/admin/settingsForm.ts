/**
 * The shop-details form: the shared schema, with the free-delivery threshold
 * typed in rupees (stored in paise).
 */
import { z } from 'zod';
import { shopSettingsSchema, type ShopSettings } from '@tailor/domain';
import { doc, getDoc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { SHOP_SETTINGS_PATH } from '@tailor/domain';

export const settingsFormSchema = shopSettingsSchema
  .omit({ freeShippingThresholdPaise: true })
  .extend({
    freeShippingRupees: z
      .number({ message: 'Please enter an amount in rupees' })
      .int('Please enter whole rupees')
      .min(0, 'The amount cannot be negative')
      .max(100_000, 'The amount is too large'),
  })
  .transform(({ freeShippingRupees, ...rest }): ShopSettings => ({ ...rest, freeShippingThresholdPaise: freeShippingRupees * 100 }));

export type SettingsFormInput = z.input<typeof settingsFormSchema>;

export function toFormValues(s: ShopSettings): SettingsFormInput {
  const { freeShippingThresholdPaise, ...rest } = structuredClone(s);
  return { ...rest, freeShippingRupees: Math.round(freeShippingThresholdPaise / 100) };
}

/**
 * The whole document: every key the rules expect, nothing else. Creating it,
 * the payment settings follow in a second write (firestore.rules: a full
 * create is at the rules' expression budget, so `payments` comes by update).
 */
export async function saveShopSettings(db: Firestore, value: ShopSettings): Promise<void> {
  const { payments, ...rest } = shopSettingsSchema.parse(value);
  const ref = doc(db, SHOP_SETTINGS_PATH);
  if ((await getDoc(ref)).exists()) return setDoc(ref, { ...rest, payments });
  await setDoc(ref, rest);
  await updateDoc(ref, { payments });
}
