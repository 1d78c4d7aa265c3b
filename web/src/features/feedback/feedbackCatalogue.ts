import { use } from 'react';
import { addEntries } from '../../lib/i18n/translate';
import { useT } from '../../lib/i18n/useT';

let feedbackText: Promise<void> | undefined;

/**
 * Loads the feedback's Hindi catalogue when Hindi is shown, suspending until it is in (docs/i18n.md,
 * "Screens past the first"): the feedback page calls it first thing, and so does the home page's
 * feedback section, which is lazy and drawn inside its own Suspense, so the text costs the first
 * download of `/` nothing. In English it downloads nothing.
 */
export function useFeedbackCatalogue(): void {
  const { language } = useT();
  if (language !== 'hi') return;
  // A failed download shows English; the next render after this one asks again (no loop while offline).
  feedbackText ??= import('./hi').then(
    (module) => addEntries(module.default),
    () => void setTimeout(() => (feedbackText = undefined)),
  );
  use(feedbackText);
}
