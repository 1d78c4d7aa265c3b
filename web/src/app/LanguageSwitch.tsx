import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@tailor/domain/language';
import { useSession } from '../features/auth/session';
import { chooseLanguage } from '../lib/i18n/catalogues';
import { useT } from '../lib/i18n/useT';

/**
 * English / हिन्दी in the navigation: two toggle buttons, each named in its
 * own language (and marked so, for screen readers). The choice is remembered
 * on the device and, when signed in, on the account; the address takes it on
 * (`?lang=`), so a reload keeps the choice.
 */
export function LanguageSwitch() {
  const { t, language } = useT();
  const session = useSession();

  function choose(next: Language) {
    if (next === language) return;
    // The address follows (useLanguageInAddress), so a reload or a copied link keeps the choice.
    void chooseLanguage(next);
    const uid = session.user?.uid;
    // The profile module (and Firestore) are loaded already for a signed-in visitor.
    if (uid) void import('../features/auth/data').then(({ saveLanguage }) => saveLanguage(uid, next));
  }

  return (
    <div className="lang-switch" role="group" aria-label={t('Language')}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="lang-switch-option"
          aria-pressed={option === language}
          onClick={() => choose(option)}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
