import { useState } from 'react';
import type { MeasurementProfile } from '@tailor/domain';
import { toast } from '../../../lib/toast';
import { saveMeasurementProfile } from '../data';
import { t } from '../../../lib/i18n/translate';

/** Saves checked measurements as a named profile of the account, and says how it went. */
export function useSaveProfile(uid: string) {
  const [saving, setSaving] = useState(false);
  /** The new profile's id, or null when saving failed (the customer was told). */
  async function save(profile: MeasurementProfile): Promise<string | null> {
    setSaving(true);
    try {
      const id = await saveMeasurementProfile(uid, profile);
      toast.success(t('Measurements saved as "{name}".', { name: profile.name }));
      return id;
    } catch {
      toast.error(t('Could not save your measurements. Please try again.'));
      return null;
    } finally {
      setSaving(false);
    }
  }
  return { saving, save };
}
