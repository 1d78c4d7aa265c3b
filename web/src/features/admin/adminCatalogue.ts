import { use } from 'react';
import { addEntries } from '../../lib/i18n/translate';
import { useT } from '../../lib/i18n/useT';

let adminText: Promise<void> | undefined;

/**
 * Loads the staff's Hindi catalogue (admin and workshop screens) when Hindi is shown, suspending
 * the screen until it is in (docs/i18n.md, "Screens past the first"); in English it downloads
 * nothing. A loader in app/hindiCatalogues.ts and names in routes.tsx would cost the first
 * download of `/` bytes it does not have.
 */
export function useAdminCatalogue(): void {
  const { language } = useT();
  if (language !== 'hi') return;
  // A failed download shows English; the next render after this one asks again (no loop while offline).
  adminText ??= import('./hi').then(
    (module) => addEntries(module.default),
    () => void setTimeout(() => (adminText = undefined)),
  );
  use(adminText);
}
