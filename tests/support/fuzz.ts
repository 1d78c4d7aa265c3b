import fc from 'fast-check';

/**
 * fast-check prints the seed of every failure; FUZZ_SEED=<seed> replays it
 * (every property of the file then starts from that seed).
 */
export function configureFuzz(): void {
  const seed = process.env.FUZZ_SEED;
  // Stop in time to report a failure (shrinking it, each step a round trip to the emulator)
  // before the test's own timeout. Runs stopped this way with no failure found pass: on a
  // loaded machine a property's runs take longer, and fewer of them is not a defect of the
  // rules or the API (failing them made the verdict depend on the machine's load).
  fc.configureGlobal({ interruptAfterTimeLimit: 20_000, markInterruptAsFailure: false, ...(seed ? { seed: Number(seed) } : {}) });
}

export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

export const SCRIPT = '<script>alert(1)</script>';

const SPECIAL_STRINGS = [
  SCRIPT,
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE products;--",
  'javascript:alert(1)',
  '../../etc/passwd',
  '\u0000',
  '\u202e\ud800',
  '',
  '   ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '9007199254740993',
  'null',
  'true',
  '{"$gt":""}',
  '__proto__',
  'constructor',
  // Firestore reserves ids of this shape
  '__name__',
];

/** ~50k-100k characters: big, yet one of them keeps a body under the API's 256 kB limit. */
export const hugeString = fc
  .tuple(fc.constantFrom('a', SCRIPT, 'é', ' '), fc.integer({ min: 50_000, max: 100_000 }))
  .map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n));

export function hostileString(maxLength = 40, huge = true): fc.Arbitrary<string> {
  const small = [
    { weight: 3, arbitrary: fc.string({ maxLength, unit: 'binary' }) },
    { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  ];
  return fc.oneof(...small, ...(huge ? [{ weight: 1, arbitrary: hugeString }] : []));
}

/** Keys that trip naive code: pollution keys, Object.prototype method names, privilege-looking names. */
export const trickyKeys = ['hasOwnProperty', 'toString', 'valueOf', 'role', 'isAdmin', 'price', 'totalPrice', 'rating', 'userId'];

// ---- JSON exactly as it goes on the wire ----

/** A JSON token written verbatim (1e309, -0, integers past 2^53): JSON.stringify cannot produce them. */
export class Raw {
  constructor(readonly json: string) {}
}
/** An object as a list of entries, so that "__proto__" is a real key of the text. */
export class Obj {
  constructor(readonly entries: readonly (readonly [string, Wire])[]) {}
}
export type Wire = null | boolean | number | string | Raw | Obj | readonly Wire[] | { readonly [key: string]: Wire };

export function toJson(value: Wire): string {
  if (value instanceof Raw) return value.json;
  if (value instanceof Obj) return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') return toJson(new Obj(Object.entries(value)));
  return JSON.stringify(value);
}

const rawNumbers = ['1e309', '-1e309', '-0', '123456789012345678901234567890', '1e-400', '0.30000000000000004'].map((t) => new Raw(t));

export const hostileNumber: fc.Arbitrary<Wire> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom<Wire>(-1, 0, 1.5, 2 ** 53 + 2, -Number.MAX_VALUE, Number.MIN_VALUE, ...rawNumbers),
);

const wireKey = fc.oneof(fc.constantFrom(...POLLUTION_KEYS, ...trickyKeys), fc.string({ maxLength: 12 }));

/** 100 to 3000 levels of arrays or objects. */
const deepNesting = fc
  .tuple(fc.boolean(), fc.integer({ min: 100, max: 3000 }))
  .map(([arrays, n]) => new Raw(arrays ? `${'['.repeat(n)}${']'.repeat(n)}` : `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`));

const pollution = new Obj([
  ['__proto__', new Obj([['polluted', true]])],
  ['constructor', new Obj([['prototype', new Obj([['polluted', true]])]])],
]);

/** Any JSON value, objects with hostile keys included. */
export const hostileJson: fc.Arbitrary<Wire> = fc.letrec<{ value: Wire; array: Wire; object: Wire }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    { weight: 4, arbitrary: fc.oneof(hostileString(), hostileNumber, fc.boolean(), fc.constant(null)) },
    tie('array'),
    tie('object'),
    fc.constantFrom<Wire>(pollution),
    deepNesting,
  ),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.array(fc.tuple(wireKey, tie('value')), { maxLength: 5 }).map((entries) => new Obj(entries)),
})).value;

/** A well-formed body with fields replaced by hostile values, some dropped, and hostile keys added. */
export function mutatedBody(base: Record<string, Wire>): fc.Arbitrary<Wire> {
  const keys = Object.keys(base);
  return fc
    .record({
      replaced: fc.array(fc.tuple(fc.constantFrom(...keys), hostileJson), { maxLength: 3 }),
      dropped: fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
      added: fc.array(fc.tuple(wireKey, hostileJson), { maxLength: 2 }),
    })
    .map(({ replaced, dropped, added }) => {
      const fields = new Map<string, Wire>(Object.entries(base));
      for (const [k, v] of replaced) fields.set(k, v);
      for (const k of dropped) fields.delete(k);
      return new Obj([...fields, ...added]);
    });
}

/**
 * Where a stored value holds a pollution key, also one that a decoder's
 * `obj[key] = value` turned into the object's prototype.
 */
export function pollutionPaths(value: unknown, path = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((v, i) => pollutionPaths(v, `${path}[${i}]`));
  const proto: unknown = Object.getPrototypeOf(value);
  const found = POLLUTION_KEYS.filter((k) => Object.hasOwn(value, k)).map((k) => `${path}.${k}`);
  if (proto !== Object.prototype && proto !== null) {
    // Class instances (Timestamp, GeoPoint) have a prototype with its own constructor; a planted one has not.
    if (typeof proto === 'object' && Object.hasOwn(proto, 'constructor')) return found;
    found.push(`${path} (prototype replaced)`);
  }
  return [...found, ...Object.entries(value).flatMap(([k, v]) => pollutionPaths(v, `${path}.${k}`))];
}
