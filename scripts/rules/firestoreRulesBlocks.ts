/**
 * The lists firestore.rules repeats from domain/, written as rules source.
 * `npm run rules:generate` puts them between the file's generated-block
 * markers; scripts/rules/firestoreRules.test.ts fails when the file is stale.
 */
import {
  AVAILABILITY_STATUSES,
  BLOUSE_BACK_DESIGNS,
  BLOUSE_TYPES,
  BORDER_STYLES,
  CANCELLABLE_STATUSES,
  CATEGORIES,
  COLORS,
  DAYS_PATTERN,
  DRAPE_STYLES,
  EMAIL_PATTERN,
  EMBELLISHMENTS,
  FABRIC_TYPES,
  FIT_TYPES,
  HTTPS_URL_PATTERN,
  INDIAN_STATES,
  JOB_STAGES,
  LEHENGA_TYPES,
  MAX_MEASUREMENT,
  MAX_TURNAROUND_DAYS,
  MEASUREMENT_CATEGORIES,
  MEASUREMENT_KEYS,
  NECKLINE_STYLES,
  ORDER_FLOWS,
  ORDER_PREFIX_PATTERN,
  ORDER_TYPES,
  PATTERNS,
  PINCODE_PATTERN,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  PUBLIC_URL_PATTERN,
  SAREE_FABRICS,
  SHOP_PHONE_PATTERN,
  SIZES,
  SLEEVE_TYPES,
  STITCHING_TYPES,
  SUIT_FABRICS,
  SUIT_STYLES,
  TIME_PATTERN,
  TURNAROUND_ROWS,
  WHATSAPP_PATTERN,
  sizesForCategory,
} from '@tailor/domain';
import {
  MAX_CLOSED_DATES,
  MAX_CUTOFF_HOURS,
  MAX_HOME_PINCODES,
  MAX_SLOT_CAPACITY,
  MAX_SLOT_MINUTES,
  MAX_WEEKLY_SLOTS,
  MIN_SLOT_MINUTES,
  VISIT_KINDS,
  WEEKDAYS,
} from '@tailor/domain';
import type { BlockContent } from './markers';

/** A rules string literal. */
export function rulesString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `(A|B|C)`: one of the values, literally. */
export function alternation(values: readonly string[]): string {
  return `(${values.map(escapeRegex).join('|')})`;
}

const list = (values: readonly string[]) => `[${values.map(rulesString).join(', ')}]`;

/** A domain pattern written `^…$` as rules text; rules' matches() always matches the whole string. */
export function wholePattern(re: RegExp): string {
  if (re.flags) throw new Error(`${re}: flags have no rules equivalent`);
  const source = re.source;
  if (!source.startsWith('^') || !source.endsWith('$')) throw new Error(`${re}: expected an anchored pattern`);
  // A JS source escapes '/', which needs no escape in rules text.
  return source.slice(1, -1).replace(/\\\//g, '/');
}

function optionListFunction(name: string, values: readonly string[]): string {
  return `function ${name}() { return ${rulesString(`^${alternation(values)}$`)}; }`;
}

/** One value, or several joined with '|', each from the list. */
function joinedListPattern(values: readonly string[]): string {
  const one = alternation(values);
  return `^${one}([|]${one})*$`;
}

const productOptions = (): BlockContent => [
  '// domain/src/options.ts and sizes.ts.',
  optionListFunction('productFabricTypes', FABRIC_TYPES),
  optionListFunction('productSleeveTypes', SLEEVE_TYPES),
  optionListFunction('productBlouseBackDesigns', BLOUSE_BACK_DESIGNS),
  optionListFunction('productFitTypes', FIT_TYPES),
  optionListFunction('productSuitStyles', SUIT_STYLES),
  optionListFunction('productSuitFabrics', SUIT_FABRICS),
  optionListFunction('productLehengaTypes', LEHENGA_TYPES),
  optionListFunction('productSareeFabrics', SAREE_FABRICS),
  optionListFunction('productBlouseTypes', BLOUSE_TYPES),
  optionListFunction('productBorderStyles', BORDER_STYLES),
  optionListFunction('productDrapeStyles', DRAPE_STYLES),
  optionListFunction('productNecklineStyles', NECKLINE_STYLES),
  "// The sizes and the embellishments joined with '|': each one from the list.",
  `function productSizeList() { return ${rulesString(joinedListPattern(SIZES))}; }`,
  `function productEmbellishmentList() { return ${rulesString(joinedListPattern(EMBELLISHMENTS))}; }`,
  '// category|productType|color|fabricType|stitchingType|pattern|availabilityStatus|productStatus,',
  '// checked in one match: each part from its list.',
  `function productOptionFields() { return ${rulesString(
    '^' +
      [CATEGORIES, PRODUCT_TYPES, COLORS, FABRIC_TYPES, STITCHING_TYPES, PATTERNS, AVAILABILITY_STATUSES, PRODUCT_STATUSES]
        .map(alternation)
        .join('[|]') +
      '$',
  )}; }`,
];

/** Each category's size chart, and the chart of a category the list does not know (domain sizesForCategory). */
const cartSizes = (): BlockContent => {
  const fallback = sizesForCategory('');
  const own = CATEGORIES.filter((c) => sizesForCategory(c).join() !== fallback.join());
  return [
    '// The size chart of a category (domain/src/sizes.ts sizesForCategory).',
    'function chartSizes(category) {',
    `  return {${own.map((c) => `${rulesString(c)}: ${list(sizesForCategory(c))}`).join(', ')}}`,
    `    .get(category, ${list(fallback)});`,
    '}',
  ];
};

const indianStates = (): BlockContent => [
  '// The 28 states and 8 union territories (domain INDIAN_STATES), as a pattern part.',
  `function indianStates() { return ${rulesString(alternation(INDIAN_STATES))}; }`,
];

/** Measurement values: the keys of the three forms, each 0..MAX_MEASUREMENT inches. */
const measurementValues = (): BlockContent => {
  const keys = [...new Set(MEASUREMENT_CATEGORIES.flatMap((c) => MEASUREMENT_KEYS[c]))];
  const checks = keys.map((k) => `measureOk(m, ${rulesString(k)})`);
  const rows: string[] = [];
  for (let i = 0; i < checks.length; i += 4) rows.push(`    && ${checks.slice(i, i + 4).join(' && ')}`);
  rows[rows.length - 1] += ';';
  return [
    `// Inches, 0 to ${MAX_MEASUREMENT} (domain MAX_MEASUREMENT), keys of the measurement forms (MEASUREMENT_KEYS).`,
    'function measureOk(m, k) {',
    '  let v = m.get(k, 0);',
    `  return v is number && v >= 0 && v <= ${MAX_MEASUREMENT};`,
    '}',
    'function isMeasureValues(m) {',
    `  return m.keys().hasOnly(${list(keys)})`,
    ...rows,
    '}',
  ];
};

const measurementProfileKeys = (): BlockContent => [
  '// The keys of each measurement form (domain MEASUREMENT_KEYS).',
  'function profileKeys(category) {',
  '  return {',
  ...MEASUREMENT_CATEGORIES.map((c, i) => `    ${rulesString(c)}: ${list(MEASUREMENT_KEYS[c])}${i < MEASUREMENT_CATEGORIES.length - 1 ? ',' : ''}`),
  '  }[category];',
  '}',
  'function profileCategories() {',
  `  return ${list(MEASUREMENT_CATEGORIES)};`,
  '}',
];

/** The next and the previous state of each order type's flow, and where cancelling is allowed. */
const orderFlow = (): BlockContent => {
  const steps = (pairs: (flow: readonly string[]) => [string, string][]) =>
    ORDER_TYPES.map((t, i) => {
      const map = pairs(ORDER_FLOWS[t]).map(([from, to]) => `${rulesString(from)}: ${rulesString(to)}`).join(', ');
      return `    ${rulesString(t)}: {${map}}${i < ORDER_TYPES.length - 1 ? ',' : ''}`;
    });
  const forward = (flow: readonly string[]) => flow.slice(0, -1).map((s, i): [string, string] => [s, flow[i + 1]!]);
  const back = (flow: readonly string[]) => flow.slice(1).map((s, i): [string, string] => [s, flow[i]!]);
  return [
    '// The next and the previous state of each order type\'s flow (domain ORDER_FLOWS).',
    'function orderNextStatus() {',
    '  return {',
    ...steps(forward),
    '  };',
    '}',
    'function orderBackStatus() {',
    '  return {',
    ...steps(back),
    '  };',
    '}',
    '// Statuses an order may still be cancelled from (domain CANCELLABLE_STATUSES).',
    'function isCancellable(status) {',
    `  return status in ${list(CANCELLABLE_STATUSES)};`,
    '}',
  ];
};

/** The turnaround table of shopSettingsSchema (TURNAROUND_ROWS, 1..MAX_TURNAROUND_DAYS days). */
const shopTurnaround = (): BlockContent => {
  const tailor = TURNAROUND_ROWS.filter((r) => r.kind === 'tailor').map((r) => r.key);
  const readymade = TURNAROUND_ROWS.filter((r) => r.kind === 'readymade').map((r) => r.key);
  const reads = (kind: string, keys: readonly string[]) => keys.map((k) => `isDays(t.${kind}[${rulesString(k)}])`);
  return [
    `// Whole days, 1 to ${MAX_TURNAROUND_DAYS} (MAX_TURNAROUND_DAYS), per row of TURNAROUND_ROWS.`,
    'function isDays(v) {',
    `  return v is int && v > 0 && v <= ${MAX_TURNAROUND_DAYS};`,
    '}',
    '// Only known keys; every key is then read, and reading a missing one denies.',
    'function turnaroundOk(t) {',
    `  return t.keys().hasOnly(['tailor', 'readymade'])`,
    `    && t.tailor.keys().hasOnly(${list(tailor)})`,
    `    && t.readymade.keys().hasOnly(${list(readymade)})`,
    `    && ${reads('tailor', tailor).join(' && ')}`,
    `    && ${reads('readymade', readymade).join(' && ')};`,
    '}',
  ];
};

/**
 * settings/shop.appointments (domain appointmentSettingsSchema). A full save
 * of settings/shop sits close to the 1000-expression budget, so each list of
 * texts is checked as one text: joined by spaces (join fails, and so denies,
 * on a value that is not a list), against a pattern that repeats the item's
 * pattern up to the list's maximum. Any length costs the same few expressions.
 * join writes a number as its digits, so an item's type is not checked: the
 * app reads such a list as invalid and uses the default (readAppointmentSettings).
 */
const appointmentSettings = (): BlockContent => {
  const time = '([01][0-9]|2[0-3]):[0-5][0-9]';
  const slot = `(${WEEKDAYS.join('|')}) ${time}`;
  const pin = '[1-9][0-9]{5}';
  const date = '[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])';
  const upTo = (item: string, max: number) => rulesString(`(${item}( ${item}){0,${max - 1}})?`);
  return [
    'function appointmentsOk(a) {',
    `  return a.keys().hasOnly(${list(['visitKinds', 'homePincodes', 'weeklySlots', 'slotMinutes', 'capacity', 'closedDates', 'changeCutoffHours'])})`,
    `    && a.visitKinds.hasOnly(${list(VISIT_KINDS)})`,
    `    && a.homePincodes.join(' ').matches(${upTo(pin, MAX_HOME_PINCODES)})`,
    `    && a.closedDates.join(' ').matches(${upTo(date, MAX_CLOSED_DATES)})`,
    `    && a.weeklySlots.join(' ').matches(${upTo(slot, MAX_WEEKLY_SLOTS)})`,
    `    && isInt(a.slotMinutes, ${MIN_SLOT_MINUTES}, ${MAX_SLOT_MINUTES}) && isInt(a.capacity, 1, ${MAX_SLOT_CAPACITY})`,
    `    && isInt(a.changeCutoffHours, 0, ${MAX_CUTOFF_HOURS});`,
    '}',
  ];
};

/**
 * The patterns of shopSettingsSchema as the rules write them: inline in
 * settings/{name}, where a full save sits close to the 1000-expression
 * budget and a function call per pattern would push it over. The staleness
 * test checks that each appears in the rules exactly as written here.
 */
export function shopSettingsPatternLiterals(): Record<string, string> {
  return {
    phone: rulesString(wholePattern(SHOP_PHONE_PATTERN)),
    whatsapp: rulesString(wholePattern(WHATSAPP_PATTERN)),
    email: rulesString(wholePattern(EMAIL_PATTERN)),
    pincode: rulesString(wholePattern(PINCODE_PATTERN)),
    time: rulesString(wholePattern(TIME_PATTERN)),
    days: rulesString(wholePattern(DAYS_PATTERN)),
    prefix: rulesString(wholePattern(ORDER_PREFIX_PATTERN)),
    httpsUrl: rulesString(wholePattern(HTTPS_URL_PATTERN)),
    publicUrl: rulesString(wholePattern(PUBLIC_URL_PATTERN)),
  };
}

const jobStages = (): BlockContent => [
  '// The stages of a workshop job (domain JOB_STAGES).',
  'function jobStages() {',
  `  return ${list(JOB_STAGES)};`,
  '}',
];

/** Every generated block of firestore.rules, by marker name. */
export function firestoreRulesBlocks(): Record<string, BlockContent> {
  return {
    'product-options': productOptions(),
    'cart-sizes': cartSizes(),
    'indian-states': indianStates(),
    'measurement-values': measurementValues(),
    'measurement-profile-keys': measurementProfileKeys(),
    'order-flow': orderFlow(),
    'shop-turnaround': shopTurnaround(),
    'appointment-settings': appointmentSettings(),
    'job-stages': jobStages(),
  };
}
