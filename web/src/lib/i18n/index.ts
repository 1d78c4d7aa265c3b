export { t, tp, msg, placeholdersOf, type Params } from './translate';
export { useT } from './useT';
export { currentLanguage, currentLocale, type Catalogue } from './state';
export { chooseLanguage, needCatalogues, registerHindiCatalogues, startLanguage } from './catalogues';
export { languageFromSearch, rememberedLanguage, startingLanguage, searchWithLanguage } from './choice';
export { formatMoney } from './money';
