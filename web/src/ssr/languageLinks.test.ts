import { describe, expect, it } from 'vitest';
import { addressIn, languageLinks, rememberedLanguageRedirect, withEarlyScript, withHtmlLang } from './languageLinks';

const ORIGIN = 'https://shop.example.in';

function links(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head></html>`, 'text/html');
}

describe('addressIn', () => {
  it('writes English without the parameter and Hindi with ?lang=hi, keeping the other parameters', () => {
    expect(addressIn(`${ORIGIN}/`, 'en')).toBe(`${ORIGIN}/`);
    expect(addressIn(`${ORIGIN}/`, 'hi')).toBe(`${ORIGIN}/?lang=hi`);
    expect(addressIn(`${ORIGIN}/gallery?category=Blouse&q=silk`, 'hi')).toBe(`${ORIGIN}/gallery?category=Blouse&q=silk&lang=hi`);
    expect(addressIn(`${ORIGIN}/gallery?lang=hi&q=silk`, 'en')).toBe(`${ORIGIN}/gallery?q=silk`);
    expect(addressIn(`${ORIGIN}/product/p-1?lang=xx`, 'hi')).toBe(`${ORIGIN}/product/p-1?lang=hi`);
  });
});

describe('languageLinks', () => {
  it('gives the canonical link of the page’s language and the alternates of every language, x-default English', () => {
    for (const language of ['en', 'hi'] as const) {
      const doc = links(languageLinks(`${ORIGIN}/gallery?q=silk`, language));
      const canonical = doc.querySelectorAll('link[rel="canonical"]');
      expect(canonical).toHaveLength(1);
      expect(canonical[0]!.getAttribute('href')).toBe(language === 'hi' ? `${ORIGIN}/gallery?q=silk&lang=hi` : `${ORIGIN}/gallery?q=silk`);
      const alternates = Object.fromEntries(
        [...doc.querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
      );
      expect(alternates).toEqual({
        en: `${ORIGIN}/gallery?q=silk`,
        hi: `${ORIGIN}/gallery?q=silk&lang=hi`,
        'x-default': `${ORIGIN}/gallery?q=silk`,
      });
    }
  });

  it('keeps an address with several parameters one attribute', () => {
    const doc = links(languageLinks(`${ORIGIN}/gallery?q=a"b&sort=newest`, 'hi'));
    expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(`${ORIGIN}/gallery?q=a%22b&sort=newest&lang=hi`);
  });
});

describe('withHtmlLang', () => {
  it('sets the page’s <html lang> to the language’s', () => {
    expect(withHtmlLang('<!doctype html>\n<html lang="en-IN"><head>', 'hi')).toBe('<!doctype html>\n<html lang="hi"><head>');
    expect(withHtmlLang('<html class="x" lang="en-IN">', 'en')).toBe('<html class="x" lang="en-IN">');
  });
});

describe('rememberedLanguageRedirect', () => {
  const KEY = 'silai:language';

  /** Runs the script's code against an address and a stored choice; the address it sends the browser to, if any. */
  function run(href: string, stored: string | null): string | null {
    const code = /<script>([\s\S]*)<\/script>/.exec(rememberedLanguageRedirect(KEY))![1]!;
    const url = new URL(href);
    let sent: string | null = null;
    const location = { search: url.search, pathname: url.pathname, hash: url.hash, replace: (to: string) => (sent = to) };
    const localStorage = { getItem: (key: string) => (key === KEY ? stored : null) };
    new Function('location', 'localStorage', code)(location, localStorage);
    return sent;
  }

  it('sends a visitor who chose Hindi to the Hindi page, keeping the query and fragment', () => {
    expect(run('https://s.in/', 'hi')).toBe('/?lang=hi');
    expect(run('https://s.in/gallery?q=silk#top', 'hi')).toBe('/gallery?q=silk&lang=hi#top');
    expect(run('https://s.in/product/p-1?lang=xx', 'hi')).toBe('/product/p-1?lang=hi');
  });

  it('leaves the page when the address names a language, or nothing or English is remembered', () => {
    expect(run('https://s.in/?lang=en', 'hi')).toBeNull();
    expect(run('https://s.in/?lang=hi', 'hi')).toBeNull();
    expect(run('https://s.in/', 'en')).toBeNull();
    expect(run('https://s.in/', null)).toBeNull();
  });

  it('goes right after the charset', () => {
    const html = withEarlyScript('<head><meta charset="UTF-8" /><meta name="viewport" content="x" />', '<script>1</script>');
    expect(html).toBe('<head><meta charset="UTF-8" /><script>1</script><meta name="viewport" content="x" />');
  });
});
