/**
 * Requests for one API operation, valid and invalid mixed: path parameters, query strings and
 * bodies from the operation's schemas, then mutated (wrong types, missing and extra fields, huge
 * and hostile strings, invalid JSON, wrong content types), sent as a stranger, a member or an
 * administrator.
 */
import fc, { type Arbitrary } from 'fast-check';
import {
  anyText,
  HOSTILE_STRINGS,
  HUGE_STRINGS,
  invalidArbitrary,
  nestedJunk,
  validArbitrary,
  type JsonSchema,
} from './schema-arbitrary';
import { multipartBody, type FilePart } from '../multipart';

export type Identity = 'anon' | 'member' | 'admin';

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface OperationSpec {
  method: string;
  /** OpenAPI path, e.g. `/api/questions/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The `application/json` request body schema, when the document gives one. */
  jsonBody?: JsonSchema;
  /** Text fields of a multipart body (the document cannot describe a streamed multipart body). */
  multipartFields?: JsonSchema;
  /**
   * Fields of a url-encoded body (a plain HTML form's post, documented as any fields: the page
   * answers what is wrong with them).
   */
  formFields?: JsonSchema;
}

export interface Body {
  payload?: string | Buffer;
  contentType?: string;
  /** Further request headers the body needs (e.g. a webhook signature). */
  headers?: Record<string, string>;
  label: string;
}

export interface FuzzCase {
  identity: Identity;
  /** A made-up session cookie for a stranger. */
  forgedCookie?: string;
  /** `same`: our own origin; `none`: no Origin header; `cross`: another site's. */
  origin: 'same' | 'none' | 'cross';
  method: string;
  url: string;
  body: Body;
  label: string;
}

export interface CaseOptions {
  /** Ids of rows that exist, so valid paths reach the handlers. */
  ids: readonly number[];
  /** Valid values for string path parameters, by name (e.g. Bible books). */
  pathValues?: Record<string, readonly string[]>;
  /**
   * A body that passes validation is expensive here (an argon2 hash): far fewer of them, and
   * four times as many of each kind of invalid one.
   */
  costlyWhenValid?: boolean;
  /** Extra bodies for this operation (e.g. signed webhook events). */
  extraBodies?: Arbitrary<Body>;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Percent-encodes a value for a URL; lone surrogates become U+FFFD, as a browser sends them. */
export function pct(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\ufffd'));
}

/** Path segments that are not ids, already in URL form (some deliberately malformed). */
const BAD_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  'abc',
  '..',
  '.',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '..%5C..%5Cwin.ini',
  '%00',
  '1%00',
  '%',
  '%zz',
  '99999999999999999999999',
  '2147483648',
  '2147483647',
  '9007199254740991',
  '9007199254740993',
  '1e3',
  '1e400',
  '0x1f',
  '%201',
  'NaN',
  'Infinity',
  '-0',
  '%EF%BC%91',
  '%F0%9F%98%80',
  '%ED%A0%80',
  'x'.repeat(5_000),
];

function pathValue(param: Parameter, opts: CaseOptions): Arbitrary<string> {
  const valid: Arbitrary<string>[] = [validArbitrary(param.schema).map((v) => pct(String(v)))];
  const known = opts.pathValues?.[param.name];
  if (known) valid.push(fc.constantFrom(...known).map(pct));
  else if (param.schema.type === 'integer') {
    valid.push(fc.constantFrom(...opts.ids).map(String));
  }
  return fc.oneof(
    { arbitrary: fc.oneof(...valid), weight: 6 },
    { arbitrary: fc.constantFrom(...BAD_SEGMENTS), weight: 3 },
    { arbitrary: anyText().map(pct), weight: 2 },
  );
}

type QueryPair = [string, string];

function queryPairs(param: Parameter): Arbitrary<QueryPair[]> {
  const one = (arb: Arbitrary<unknown>) =>
    arb.map((v): QueryPair[] => [[param.name, typeof v === 'string' ? v : JSON.stringify(v)]]);
  return fc.oneof(
    { arbitrary: fc.constant<QueryPair[]>([]), weight: param.required ? 1 : 3 },
    { arbitrary: one(validArbitrary(param.schema)), weight: 5 },
    { arbitrary: one(invalidArbitrary(param.schema)), weight: 2 },
    { arbitrary: one(fc.constantFrom(...HOSTILE_STRINGS)), weight: 1 },
    {
      // The same name twice: an array where a string is expected.
      arbitrary: fc.tuple(validArbitrary(param.schema), anyText()).map(([a, b]): QueryPair[] => [
        [param.name, String(a)],
        [param.name, b],
      ]),
      weight: 1,
    },
  );
}

/** Query text appended as is: odd syntax the parser must survive. */
const RAW_QUERY_JUNK = [
  '&%zz=%',
  '&a[b][c]=d',
  '&__proto__[isAdmin]=true',
  '&constructor[prototype][x]=1',
  '&=&&=',
  '&q=%ff%fe',
  `&pad=${'y'.repeat(20_000)}`,
];

function queryString(params: Parameter[]): Arbitrary<string> {
  const query = params.filter((p) => p.in === 'query');
  const extra = fc.array(fc.tuple(fc.string({ maxLength: 10 }), anyText(20)), { maxLength: 3 });
  return fc
    .tuple(
      fc.tuple(...query.map(queryPairs)),
      fc.oneof({ arbitrary: fc.constant([]), weight: 4 }, { arbitrary: extra, weight: 1 }),
      fc.oneof(
        { arbitrary: fc.constant(''), weight: 8 },
        { arbitrary: fc.constantFrom(...RAW_QUERY_JUNK), weight: 1 },
      ),
    )
    .map(([perParam, extras, raw]) => {
      const pairs = [...perParam.flat(), ...extras];
      const text = pairs.map(([k, v]) => `${pct(k)}=${pct(v)}`).join('&') + raw;
      return text ? `?${text}` : '';
    });
}

/** Text that is not JSON, or not the JSON anyone meant. */
const INVALID_JSON = [
  '',
  '{',
  '{"a":',
  "{'a':1}",
  '{"a":1}garbage',
  '[1,2',
  'undefined',
  'NaN',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `{"a":${'1'.repeat(400)}}`,
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzzboundary',
  'multipart/form-data',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  '*/*',
  '',
];

const ATTACHMENT_NAMES = [
  'notes.txt',
  '../../etc/passwd',
  '..\\..\\x.png',
  '/abs/path.png',
  '',
  ' ',
  'a\u0000b.txt',
  '\u202egnp.exe',
  'x'.repeat(1_000),
  'quote".txt',
  'new\r\nline.txt',
];
const ATTACHMENT_TYPES = [
  'text/plain',
  'image/png',
  'application/pdf',
  'application/x-msdownload',
  'text/html',
  '',
  'TEXT/PLAIN',
];

const filePart: Arbitrary<FilePart> = fc.record({
  name: fc.oneof(fc.constantFrom(...ATTACHMENT_NAMES), anyText(30)),
  type: fc.constantFrom(...ATTACHMENT_TYPES),
  data: fc.oneof(
    fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
    fc.string({ maxLength: 300 }).map((s) => Buffer.from(s)),
    fc.constant(Buffer.from('%PDF-1.4\n%%EOF\n')),
  ),
});

/** Object-shaped values for a body: valid, or broken in one of many ways. */
function objectValues(schema: JsonSchema, costly: boolean): Arbitrary<[unknown, string]> {
  const validWeight = costly ? 1 : 6;
  const invalid = costly ? 4 : 1;
  const valid = validArbitrary(schema) as Arbitrary<Record<string, unknown>>;
  const properties = Object.keys(schema.properties ?? {});
  const required = (schema.required ?? []).filter((k) => properties.includes(k));
  const options: { arbitrary: Arbitrary<[unknown, string]>; weight: number }[] = [
    { arbitrary: valid.map((v) => [v, 'valid']), weight: validWeight },
    {
      arbitrary: fc
        .tuple(
          valid,
          fc.dictionary(
            fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('id', 'isAdmin', 'userId')),
            fc.jsonValue({ maxDepth: 2 }),
            { minKeys: 1, maxKeys: 4 },
          ),
        )
        .map(([v, extra]) => [{ ...extra, ...v }, 'extra fields']),
      weight: 1,
    },
    { arbitrary: nestedJunk.map((v) => [v, 'junk body']), weight: invalid },
  ];
  if (required.length > 0) {
    options.push({
      arbitrary: fc.tuple(valid, fc.constantFrom(...required)).map(([v, key]) => {
        const copy = Object.fromEntries(Object.entries(v).filter(([k]) => k !== key));
        return [copy, `missing ${key}`];
      }),
      weight: 2 * invalid,
    });
  }
  if (properties.length > 0) {
    options.push(
      {
        arbitrary: fc
          .tuple(valid, fc.constantFrom(...properties))
          .chain(([v, key]) =>
            invalidArbitrary(schema.properties?.[key] ?? {}).map((bad): [unknown, string] => [
              { ...v, [key]: bad },
              `bad ${key}`,
            ]),
          ),
        weight: 4 * invalid,
      },
      {
        // Hostile text in every field at once.
        arbitrary: fc
          .constantFrom(...HOSTILE_STRINGS)
          .map((text): [unknown, string] => [
            Object.fromEntries(properties.map((k) => [k, text])),
            `hostile ${JSON.stringify(text).slice(0, 20)}`,
          ]),
        weight: invalid,
      },
      {
        arbitrary: fc
          .tuple(
            valid,
            fc.constantFrom(...properties),
            fc.constantFrom(...HUGE_STRINGS.slice(0, 4)),
          )
          .map(([v, key, make]) => [{ ...v, [key]: make() }, `huge ${key}`]),
        weight: invalid,
      },
    );
  }
  return fc.oneof(...options);
}

/** Any body at all, for operations whose document names none. */
const junkBody: Arbitrary<Body> = fc.oneof(
  fc.constant<Body>({ label: 'no body' }),
  fc.jsonValue({ maxDepth: 3 }).map((v): Body => ({
    payload: JSON.stringify(v) ?? 'null',
    contentType: 'application/json',
    label: 'json junk',
  })),
  fc
    .constantFrom(...INVALID_JSON)
    .map((payload): Body => ({ payload, contentType: 'application/json', label: 'invalid json' })),
  fc
    .tuple(anyText(), fc.constantFrom(...WRONG_CONTENT_TYPES))
    .map(([payload, contentType]): Body => ({
      payload,
      contentType,
      label: `text as ${contentType}`,
    })),
);

function jsonBodies(schema: JsonSchema, costly: boolean): Arbitrary<Body> {
  const asJson = objectValues(schema, costly).map(([value, label]): Body => ({
    payload: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
    label,
  }));
  return fc.oneof(
    { arbitrary: asJson, weight: 12 },
    {
      arbitrary: fc
        .tuple(asJson, fc.constantFrom(...WRONG_CONTENT_TYPES))
        .map(([body, contentType]): Body => ({
          ...body,
          contentType,
          label: `${body.label} as ${contentType || 'no type'}`,
        })),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom(...INVALID_JSON).map((payload): Body => ({
        payload,
        contentType: 'application/json',
        label: 'invalid json',
      })),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom(...HUGE_STRINGS).map((make): Body => ({
        payload: JSON.stringify({ filler: make() }),
        contentType: 'application/json',
        label: 'huge body',
      })),
      weight: 1,
    },
    {
      arbitrary: objectValues(schema, costly).map(([value]): Body => {
        const fields = Object.entries(
          value && typeof value === 'object' ? (value as Record<string, unknown>) : {},
        ).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
        return {
          payload: multipartBody(fields, [], 'fuzzjsonasmultipart'),
          contentType: 'multipart/form-data; boundary=fuzzjsonasmultipart',
          label: 'multipart where JSON expected',
        };
      }),
      weight: 1,
    },
  );
}

/** Multipart bodies that end early, lie about their boundary or their parts. */
const BROKEN_MULTIPART: [string, string][] = [
  ['multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="title"'],
  ['multipart/form-data; boundary=abc', '--abc\r\n\r\nno headers\r\n--abc--\r\n'],
  ['multipart/form-data; boundary=abc', '--xyz\r\nwrong boundary\r\n--xyz--'],
  ['multipart/form-data', '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--abc--'],
  ['multipart/form-data; boundary=', '----\r\n'],
  [
    'multipart/form-data; boundary=abc',
    '--abc\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nunfinished',
  ],
  ['multipart/form-data; boundary=abc', ''],
  ['multipart/mixed; boundary=abc', '--abc\r\n\r\nx\r\n--abc--\r\n'],
];

function multipartBodies(schema: JsonSchema, costly: boolean): Arbitrary<Body> {
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
  const asParts = fc
    .tuple(objectValues(schema, costly), fc.array(filePart, { maxLength: 7 }))
    .map(([[value, label], files]): Body => {
      const fields = Object.entries(
        value && typeof value === 'object' && !Array.isArray(value)
          ? (value as Record<string, unknown>)
          : { junk: value },
      ).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
      return {
        payload: multipartBody(fields, files, boundary),
        contentType: `multipart/form-data; boundary=${boundary}`,
        label: `multipart ${label}, ${files.length} files`,
      };
    });
  return fc.oneof(
    { arbitrary: asParts, weight: 10 },
    {
      arbitrary: fc.constantFrom(...BROKEN_MULTIPART).map(([contentType, payload]): Body => ({
        payload,
        contentType,
        label: 'broken multipart',
      })),
      weight: 2,
    },
    {
      arbitrary: objectValues(schema, costly).map(([value, label]): Body => ({
        payload: JSON.stringify(value) ?? 'null',
        contentType: 'application/json',
        label: `JSON where multipart expected (${label})`,
      })),
      weight: 2,
    },
    { arbitrary: junkBody, weight: 1 },
  );
}

/** Url-encoded bodies a browser would never send: bad escapes, odd separators, stray bytes. */
const BROKEN_FORMS = [
  '%',
  'email=%zz',
  'email=%E0%A4%A',
  'email=%ud800',
  '&&&=&=',
  '=value',
  'email',
  'email=a&email=b&email=c',
  'name=%00&email=%00&message=%00',
  '__proto__[isAdmin]=true&constructor[prototype][isAdmin]=true',
  'a=1;b=2',
  '\u0000',
];

/** A value as a form field's text. */
const asField = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

function formBodies(schema: JsonSchema, costly: boolean): Arbitrary<Body> {
  const contentType = 'application/x-www-form-urlencoded';
  const asForm = objectValues(schema, costly).map(([value, label]): Body => {
    const fields =
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value as Record<string, unknown>)
        : [['junk', value] as const];
    const params = new URLSearchParams();
    for (const [name, field] of fields)
      params.append(name, asField(field).replace(LONE_SURROGATE, '\ufffd'));
    return { payload: params.toString(), contentType, label: `form ${label}` };
  });
  return fc.oneof(
    { arbitrary: asForm, weight: 12 },
    {
      arbitrary: fc.constantFrom(...BROKEN_FORMS).map((payload): Body => ({
        payload,
        contentType,
        label: 'broken form',
      })),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom(...HUGE_STRINGS).map((make): Body => ({
        payload: `email=${pct(make())}`,
        contentType,
        label: 'huge form',
      })),
      weight: 1,
    },
    {
      arbitrary: objectValues(schema, costly).map(([value, label]): Body => ({
        payload: JSON.stringify(value) ?? 'null',
        contentType: 'application/json',
        label: `JSON where a form is expected (${label})`,
      })),
      weight: 2,
    },
    { arbitrary: junkBody, weight: 1 },
  );
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function caseArbitrary(spec: OperationSpec, opts: CaseOptions): Arbitrary<FuzzCase> {
  const costly = opts.costlyWhenValid ?? false;
  const pathParams = spec.parameters.filter((p) => p.in === 'path');
  const url = fc
    .tuple(fc.tuple(...pathParams.map((p) => pathValue(p, opts))), queryString(spec.parameters))
    .map(([values, query]) => {
      let path = spec.path;
      pathParams.forEach((p, i) => (path = path.replace(`{${p.name}}`, values[i] ?? '')));
      return path + query;
    });

  let bodies: Arbitrary<Body>;
  if (spec.multipartFields) bodies = multipartBodies(spec.multipartFields, costly);
  else if (spec.formFields) bodies = formBodies(spec.formFields, costly);
  else if (spec.jsonBody) bodies = jsonBodies(spec.jsonBody, costly);
  else if (BODY_METHODS.has(spec.method)) {
    bodies = fc.oneof(
      { arbitrary: fc.constant<Body>({ label: 'no body' }), weight: 3 },
      { arbitrary: junkBody, weight: 2 },
    );
  } else {
    // GET: a body now and then, which the server should ignore.
    bodies = fc.oneof(
      { arbitrary: fc.constant<Body>({ label: 'no body' }), weight: 9 },
      { arbitrary: junkBody, weight: 1 },
    );
  }
  if (opts.extraBodies) {
    bodies = fc.oneof({ arbitrary: bodies, weight: 1 }, { arbitrary: opts.extraBodies, weight: 1 });
  }

  return fc
    .record({
      identity: fc.constantFrom<Identity>('anon', 'member', 'admin'),
      forged: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 9 },
        { arbitrary: fc.constantFrom('junk', 's%3Aabc.def', 'a'.repeat(5_000), '%00'), weight: 1 },
      ),
      origin: fc.constantFrom<FuzzCase['origin']>(
        ...Array<'same'>(16).fill('same'),
        'none',
        'cross',
      ),
      url,
      body: bodies,
    })
    .map(({ identity, forged, origin, url, body }): FuzzCase => ({
      identity,
      ...(identity === 'anon' && forged !== undefined ? { forgedCookie: forged } : {}),
      origin,
      method: spec.method,
      url,
      body,
      label: body.label,
    }));
}
