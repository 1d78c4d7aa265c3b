/**
 * The shop-details form: the shared schema, with the free-delivery threshold
 * typed in rupees (stored in paise).
 */
import { z } from 'zod';
import { shopSettingsSchema, type ShopSettings } from '@tailor/domain';
import { doc, setDoc, type Firestore } from 'firebase/firestore';
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
 * Every key the rules expect, nothing else. The appointments are left as
 * stored: their own section saves them (a create with them would spend the
 * rules' expression budget).
 */
export async function saveShopSettings(db: Firestore, value: ShopSettings): Promise<void> {
  const { appointments: _own, ...details } = shopSettingsSchema.parse(value);
  await setDoc(doc(db, SHOP_SETTINGS_PATH), details, { mergeFields: Object.keys(details) });
}
