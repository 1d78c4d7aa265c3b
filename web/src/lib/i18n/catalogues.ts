/**
 * Hindi text is split into one catalogue per feature, each its own module,
 * loaded with a dynamic import only when Hindi is chosen: English downloads
 * none of it. The app shell registers the loaders (lib code does not import
 * features); a route's screen asks for its features' catalogues as it loads,
 * and a switch to Hindi loads those of every screen asked for so far.
 */
import { HTML_LANGS, type Language } from '@tailor/domain/language';
import { addEntries, currentLanguage, setLanguage, type Catalogue } from './translate';
import { rememberLanguage } from './choice';

export type CatalogueLoader = () => Promise<{ default: Catalogue }>;

let loaders: Readonly<Record<string, CatalogueLoader>> = {};
const wanted = new Set<string>();
const loading = new Map<string, Promise<void>>();

/** Sets the loaders (once, in main.tsx; tests set their own): what was loaded or asked for before is forgotten. */
export function registerHindiCatalogues(all: Readonly<Record<string, CatalogueLoader>>): void {
  loaders = all;
  wanted.clear();
  loading.clear();
}

/**
 * Catalogues whose entries came with the page (a served Hindi page carries
 * its first screen's text as data): taken as loaded, never downloaded.
 */
export function provideCatalogues(names: readonly string[], entries: Catalogue): void {
  addEntries(entries);
  for (const name of names) loading.set(name, Promise.resolve());
}

// The language being switched to: a screen opened while the switch loads asks for its text in it.
let target: Language = 'en';

function load(name: string): Promise<void> {
  let task = loading.get(name);
  if (!task) {
    const loader = loaders[name];
    task = loader
      ? loader().then(
          (module) => addEntries(module.default),
          // Offline or a failed download: the English text shows, and the next ask tries again.
          () => void loading.delete(name),
        )
      : Promise.resolve();
    loading.set(name, task);
  }
  return task;
}

function loadAll(names: Iterable<string>): Promise<void> {
  return Promise.all([...names].map(load)).then(() => undefined);
}

/** Records that a screen shows these features' text; in Hindi, resolves once their catalogues are in. */
export function needCatalogues(names: readonly string[]): Promise<void> {
  for (const name of names) wanted.add(name);
  return target === 'hi' || currentLanguage() === 'hi' ? loadAll(names) : Promise.resolve();
}

/** Every catalogue wanted so far, including those asked for while these load. */
async function loadWanted(): Promise<void> {
  let count: number;
  do {
    count = wanted.size;
    await loadAll(wanted);
  } while (wanted.size !== count);
}

let latestChoice = 0;

/**
 * Shows the shop in `language`: loads the catalogues of the screens asked for
 * so far first, so the page changes in one step. Remembered on this device
 * unless `remember` is false. A later choice made while this one loads wins.
 */
export async function chooseLanguage(language: Language, { remember = true } = {}): Promise<void> {
  const choice = ++latestChoice;
  target = language;
  if (remember) rememberLanguage(language);
  if (language === 'hi') await loadWanted();
  if (choice !== latestChoice) return;
  setLanguage(language);
  document.documentElement.lang = HTML_LANGS[language];
}

/**
 * The visit's first language, before anything renders: set at once (so the
 * first screen's route asks for its catalogues in it), remembered when it came
 * from the address. Resolves when the catalogues wanted so far are in.
 */
export function startLanguage(language: Language, { remember = false } = {}): Promise<void> {
  if (remember) rememberLanguage(language);
  target = language;
  setLanguage(language);
  document.documentElement.lang = HTML_LANGS[language];
  return language === 'hi' ? loadWanted() : Promise.resolve();
}
