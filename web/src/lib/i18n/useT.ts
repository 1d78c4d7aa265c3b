import { useMemo, useSyncExternalStore } from 'react';
import { currentLanguage, currentLocale, stateVersion, subscribe, t, tp } from './translate';

/**
 * For components: the translate functions, and a re-render when the language
 * changes or a catalogue arrives. Call it in every component that shows text
 * through t() or tp(), so that component follows the switch.
 */
export function useT() {
  const version = useSyncExternalStore(subscribe, stateVersion, stateVersion);
  // A new object per change, so memoised children that receive it re-render too.
  return useMemo(() => ({ t, tp, language: currentLanguage(), locale: currentLocale(), version }), [version]);
}
