import { useLocation, useNavigate } from 'react-router-dom';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@tailor/domain/language';
import { useSession } from '../features/auth/session';
import { chooseLanguage } from '../lib/i18n/catalogues';
import { searchWithLanguage } from '../lib/i18n/choice';
import { useT } from '../lib/i18n/useT';

/**
 * English / हिन्दी in the navigation: two toggle buttons, each named in its
 * own language (and marked so, for screen readers). The choice is remembered
 * on the device and, when signed in, on the account; an address that carries
 * `?lang=` takes the new value, so a reload keeps the choice.
 */
export function LanguageSwitch() {
  const { t, language } = useT();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();

  function choose(next: Language) {
    if (next === language) return;
    void chooseLanguage(next);
    const search = searchWithLanguage(location.search, next);
    if (search !== location.search) void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state });
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
