import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { searchKeepingLanguage } from './addressLanguage';
import { useT } from './useT';

/**
 * Keeps the shown language in the address as the shopper moves about
 * (searchKeepingLanguage): the shop's links carry it (components/links.tsx),
 * but a `navigate()` call, a redirect or a switch does not, so the address
 * each one opens takes it on, replacing its own history entry.
 * Used by the toast container (app/Toasts.tsx), loaded after the first screen.
 */
export function useLanguageInAddress(): void {
  const { language } = useT();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // A navigation still on its way (sign-in sending the shopper on while the account's language
    // arrives) is left to finish: this runs again for the address it reaches.
    if (window.location.pathname !== location.pathname || window.location.search !== location.search) return;
    const search = searchKeepingLanguage(location.search, language);
    if (search === null) return;
    void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state as unknown });
  }, [language, location, navigate]);
}
