/**
 * fast-check arbitraries from the JSON Schemas in our OpenAPI document: values the schema accepts
 * (as far as the document can say: refinements such as "a valid e-mail" or "passwords match" are
 * not in it, so a few names get hints), and values it should refuse. Only the subset of JSON
 * Schema that zod's OpenAPI output uses is understood; anything else throws, so a new construct
 * is noticed instead of being fuzzed with the wrong data.
 */
import fc, { type Arbitrary } from 'fast-check';

export interface JsonSchema {
  type?: 'object' | 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  /** OpenAPI 3.0 spells it as a flag on `minimum`; JSON Schema 2020 as a number. */
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** Keywords that carry no constraint on the value. */
const ANNOTATIONS = new Set(['default', 'description', 'title', 'examples', '$schema', 'example']);
const UNDERSTOOD = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'nullable',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
]);

function checkKeywords(schema: JsonSchema): void {
  for (const key of Object.keys(schema)) {
    if (!UNDERSTOOD.has(key) && !ANNOTATIONS.has(key)) {
      throw new Error(`schema-arbitrary: JSON Schema keyword "${key}" is not supported`);
    }
  }
}

const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

/** Strings that have broken servers before: encodings, injections, look-alikes of other types. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\u202egnp.exe',
  '\u200b\u200c\u200d',
  '\ufeffBOM',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0302\u0303',
  '\uffff\ufffe',
  '\u{10ffff}',
  'שלום עולם مرحبا',
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '{{7*7}}',
  '${7*7}',
  '<%= 7*7 %>',
  '<script>window.__pwned=1</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%zz',
  '\r\nX-Injected: 1',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1f',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
];

/** Large strings: over every field limit, some over the body limit once encoded. */
export const HUGE_STRINGS: readonly (() => string)[] = [
  () => 'x'.repeat(100_000),
  () => '\u0000'.repeat(2_000),
  () => '€'.repeat(60_000),
  () => '😀'.repeat(30_000),
  () => 'a'.repeat(1_100_000),
];

/** Any text: ASCII, all of Unicode (lone surrogates included), and the hostile list. */
export function anyText(maxLength = 60): Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.string({ maxLength }), weight: 3 },
    { arbitrary: fc.string({ maxLength, unit: 'grapheme' }), weight: 2 },
    { arbitrary: fc.string({ maxLength, unit: 'binary' }), weight: 2 },
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 3 },
  );
}

/** Junk of any JSON shape, sometimes nested deeper than anyone would. */
export const nestedJunk: Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 4 }), weight: 4 },
  {
    arbitrary: fc.integer({ min: 50, max: 3_000 }).map((depth) => {
      let v: unknown = 'deep';
      for (let i = 0; i < depth; i += 1) v = i % 2 ? [v] : { a: v };
      return v;
    }),
    weight: 1,
  },
  {
    arbitrary: fc.constantFrom<unknown>(
      { __proto__: { isAdmin: true } },
      JSON.parse('{"__proto__":{"isAdmin":true}}'),
      { constructor: { prototype: { isAdmin: true } } },
    ),
    weight: 1,
  },
);

export interface Hints {
  /** The property's name: `email` gets real addresses, `confirmPassword` copies its sibling. */
  name?: string;
}

function bounds(schema: JsonSchema, integer: boolean): { min: number; max: number } {
  const step = integer ? 1 : Number.EPSILON;
  let min = schema.minimum ?? Number.MIN_SAFE_INTEGER;
  let max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  if (schema.exclusiveMinimum === true) min += step;
  else if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + step;
  if (schema.exclusiveMaximum === true) max -= step;
  else if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - step;
  return { min, max };
}

function integerIn(min: number, max: number): Arbitrary<number> {
  const small = fc.integer({ min: Math.max(min, INT32.min), max: Math.min(max, INT32.max) });
  if (min >= INT32.min && max <= INT32.max) return small;
  // fc.integer is 32-bit: the rest of a wide range comes from bigint.
  const wide = fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
  return fc.oneof({ arbitrary: small, weight: 3 }, { arbitrary: wide, weight: 1 });
}

const plainEmail: Arbitrary<string> = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,12}([._+-][a-z0-9]{1,8})?$/),
    fc.stringMatching(/^[a-z0-9]{1,12}$/),
    fc.constantFrom('org', 'com', 'net', 'example'),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

function validString(schema: JsonSchema, hints: Hints): Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 10_000;
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (schema.format === 'date-time') {
    return fc
      .date({
        min: new Date('1000-01-01T00:00:00Z'),
        max: new Date('9999-12-31T23:59:59Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString());
  }
  if (schema.pattern !== undefined) {
    const re = new RegExp(schema.pattern);
    return fc
      .stringMatching(re)
      .map((s) => s.slice(0, max))
      .filter((s) => fits(s) && re.test(s));
  }
  const options: { arbitrary: Arbitrary<string>; weight: number }[] = [
    {
      arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, Math.max(min, 80)) }),
      weight: 4,
    },
    {
      arbitrary: fc
        .string({ minLength: min, maxLength: Math.min(max, Math.max(min, 40)), unit: 'grapheme' })
        .filter(fits),
      weight: 2,
    },
    { arbitrary: anyText(Math.min(max, 40)).filter(fits), weight: 2 },
    // The boundary itself.
    { arbitrary: fc.constant('b'.repeat(Math.min(max, 200_000))), weight: 1 },
  ];
  if (hints.name && /email/i.test(hints.name)) {
    options.push(
      // Plain addresses, as the server's e-mail rule accepts them, and now and then one of
      // RFC 5322's stranger ones (which it mostly refuses).
      { arbitrary: plainEmail.filter(fits), weight: 12 },
      { arbitrary: fc.emailAddress().filter(fits), weight: 2 },
    );
  }
  return fc.oneof(...options);
}

/** Values the schema accepts. */
export function validArbitrary(schema: JsonSchema, hints: Hints = {}): Arbitrary<unknown> {
  checkKeywords(schema);
  const base = validBase(schema, hints);
  return schema.nullable ? fc.option(base, { nil: null, freq: 8 }) : base;
}

function validBase(schema: JsonSchema, hints: Hints): Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => validArbitrary(s, hints)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return validString(schema, hints);
    case 'integer': {
      const { min, max } = bounds(schema, true);
      return integerIn(Math.ceil(min), Math.floor(max));
    }
    case 'number': {
      const { min, max } = bounds(schema, false);
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validArbitrary(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model: Record<string, Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) {
        model[name] = validArbitrary(property, { name });
      }
      const record = fc.record(model, {
        requiredKeys: (schema.required ?? []).filter((k) => k in properties),
      });
      return record.map((value) => withConfirmations(value));
    }
    case undefined:
      // `{}`: anything goes.
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/** `confirmPassword` usually equals `newPassword` (a refinement the document cannot express). */
function withConfirmations(value: Record<string, unknown>): Record<string, unknown> {
  if ('confirmPassword' in value && typeof value.newPassword === 'string') {
    const sum = [...value.newPassword].reduce((n, c) => n + (c.codePointAt(0) ?? 0), 0);
    if (sum % 5 !== 0) return { ...value, confirmPassword: value.newPassword };
  }
  return value;
}

/** Values of the wrong type or outside the schema's limits (some may happen to be accepted). */
export function invalidArbitrary(schema: JsonSchema): Arbitrary<unknown> {
  checkKeywords(schema);
  const wrongTypes: Arbitrary<unknown> = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -(2 ** 63)),
    anyText(),
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  );
  const options: Arbitrary<unknown>[] = [
    wrongTypes,
    nestedJunk,
    fc.constantFrom(...HUGE_STRINGS.slice(0, 4)).map((make) => make()),
  ];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (schema.enum) {
    const texts = schema.enum.filter((v): v is string => typeof v === 'string');
    if (texts.length > 0) {
      options.push(
        fc
          .constantFrom(...texts)
          .chain((v) =>
            fc.constantFrom(v.toUpperCase(), ` ${v}`, `${v}\u0000`, `${v}s`, v.slice(1)),
          ),
      );
    }
  } else if (schema.type === 'string') {
    if (schema.maxLength !== undefined && schema.maxLength < 200_000) {
      options.push(fc.constant('z'.repeat(schema.maxLength + 1)));
    }
    if (schema.minLength) options.push(fc.constant('z'.repeat(schema.minLength - 1)));
    options.push(fc.constantFrom('   ', '\u0000\u0000'));
  } else if (schema.type === 'integer' || schema.type === 'number') {
    const { min, max } = bounds(schema, schema.type === 'integer');
    options.push(
      fc.constantFrom(
        Math.ceil(min) - 1,
        Math.floor(max) + 1,
        0.5,
        -1,
        0,
        `${Math.ceil(min)}`,
        '12abc',
        '',
      ),
    );
  } else if (schema.type === 'object' && !alternatives) {
    options.push(fc.constantFrom([], 'object', 0));
  }
  return fc.oneof(...options);
}
