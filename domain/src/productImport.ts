/**
 * One normaliser for product payloads in the shapes the old shop used (spec
 * section 3, its `gel_all_product` answers and its admin form): the importer,
 * the admin API and the admin form share it, so a product is read the same
 * way wherever it comes from. It maps spellings and shapes onto the stored
 * fields and then validates with productInputSchema, the admin form's schema;
 * every refusal is a field name and a reason in plain words.
 *
 * The pieces live in productImport/ by concern; this module is their public face.
 */
export { PRODUCT_OPTION_FIELDS, canonicalProductOption, matchOption, withListSpellings } from './productImport/optionSpellings';
export { firstProductDate, missingCreatedAt } from './productImport/dates';
export { describeProductIssue, formatProblems, validateProductValues, type ProductProblem, type ProductValidation } from './productImport/problems';
export {
  normaliseProduct,
  normaliseProductFields,
  type NormaliseOptions,
  type NormalisedFields,
  type NormalisedProduct,
} from './productImport/normalise';
export { LEGACY_ID_PREFIX, legacyDocId, legacyIdOf } from './productImport/legacyIds';
