import fc from 'fast-check';

/** One operation of the OpenAPI document, with the names and values its schemas mention. */
export interface Operation {
  method: string;
  path: string;
  query: string[];
  params: string[];
  body?: 'json' | 'multipart';
  /** Property names of the body (nested ones too). */
  fields: string[];
  /** Enum, const and default values found in its schemas: half-right inputs reach further. */
  values: unknown[];
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

type Schema = Record<string, unknown>;
type Doc = {
  paths: Record<string, Record<string, Schema>>;
  components?: { schemas?: Record<string, Schema> };
};

interface Found {
  fields: Set<string>;
  values: Set<unknown>;
  /** The $refs being walked, so a schema that contains itself ends. */
  open: Set<string>;
}

function walk(doc: Doc, schema: unknown, found: Found) {
  if (!schema || typeof schema !== 'object') return;
  const s = schema as Schema;
  if (typeof s.$ref === 'string') {
    const name = s.$ref.split('/').pop()!;
    if (found.open.has(name)) return;
    found.open.add(name);
    walk(doc, doc.components?.schemas?.[name], found);
    found.open.delete(name);
    return;
  }
  for (const [key, sub] of Object.entries((s.properties as Schema) ?? {})) {
    found.fields.add(key);
    walk(doc, sub, found);
  }
  for (const value of (s.enum as unknown[]) ?? []) found.values.add(value);
  if ('const' in s) found.values.add(s.const);
  if ('default' in s) found.values.add(s.default);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    for (const sub of (s[key] as unknown[]) ?? []) walk(doc, sub, found);
  }
  walk(doc, s.items, found);
  walk(doc, s.schema, found);
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(doc: Doc): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const found: Found = { fields: new Set(), values: new Set(), open: new Set() };
      const parameters = (op.parameters as { in: string; name: string }[]) ?? [];
      for (const parameter of parameters) walk(doc, parameter, found);
      const content = (op.requestBody as { content?: Schema } | undefined)?.content ?? {};
      for (const media of Object.values(content)) walk(doc, media, found);
      operations.push({
        method: method.toUpperCase(),
        path,
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        body: content['multipart/form-data'] ? 'multipart' : op.requestBody ? 'json' : undefined,
        fields: [...found.fields],
        values: [...found.values],
      });
    }
  }
  return operations;
}

const WEIRD = [
  '',
  ' ',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9007199254740993',
  '2147483648',
  '0x1f',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '\u0000',
  '\uD800',
  '😀‍👩‍👧',
  'ＡＴＬ-ＡＢＣＤ',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  'a'.repeat(300),
  'x'.repeat(70_000),
];

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.constantFrom(...WEIRD),
);
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1.5, -0, 2 ** 31, 2 ** 53 + 2, 1e308),
);

/** A scalar: random, strange, or one of the values the schemas or the test's data name. */
function scalar(known: unknown[]) {
  const options: fc.Arbitrary<unknown>[] = [text, number, fc.boolean(), fc.constant(null)];
  if (known.length) options.push(fc.constantFrom(...known));
  return fc.oneof(...options);
}

function value(fields: string[], known: unknown[]) {
  const one = scalar(known);
  return fc.oneof(
    { weight: 5, arbitrary: one },
    { weight: 1, arbitrary: fc.array(one, { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('x', ...fields), one, { maxKeys: 4 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser sends it). */
const encode = (raw: unknown) =>
  [...Buffer.from(String(raw))]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

// Broken escapes, sent as they are.
const RAW = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%FF%FE', '%2e%2e%2f'];

function segment(known: unknown[]) {
  return fc.oneof(
    { weight: 6, arbitrary: scalar(known).map(encode) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW) },
  );
}

function queryString(names: string[], known: unknown[]) {
  const key = fc.oneof(fc.constantFrom('utm', '__proto__', 'a[b]', ...names), text);
  const values = fc.oneof(scalar(known), fc.array(scalar(known), { maxLength: 3 }));
  const encoded = fc.dictionary(key, values, { maxKeys: 5 }).map((query) =>
    Object.entries(query)
      .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${encode(k)}=${encode(x)}`))
      .join('&'),
  );
  return fc.oneof(
    { weight: 6, arbitrary: encoded },
    { weight: 1, arbitrary: fc.constantFrom(...RAW) },
  );
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data; boundary=zzz',
  'application/json; charset=latin1',
  'image/png',
];

function jsonBody(fields: string[], known: unknown[]) {
  const shaped = fc.dictionary(fc.constantFrom('x', ...fields), value(fields, known), {
    maxKeys: Math.max(3, fields.length + 1),
  });
  return fc.oneof(
    { weight: 6, arbitrary: shaped.map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    // Mostly not JSON at all.
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
    { weight: 1, arbitrary: fc.constant(`{"x":"${'y'.repeat(1024 * 1024)}"}`) },
  );
}

/** A valid body with one or two fields dropped or set to anything: refusals past the schema. */
function mutatedBody(sample: Record<string, unknown>, fields: string[], known: unknown[]) {
  const keys = Object.keys(sample);
  return fc
    .record({
      drop: fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
      set: fc.dictionary(fc.constantFrom('x', ...keys), value(fields, known), {
        minKeys: 1,
        maxKeys: 2,
      }),
    })
    .map(({ drop, set }) => {
      const body = { ...sample };
      for (const name of drop) delete body[name];
      return JSON.stringify({ ...body, ...set });
    });
}

/** A multipart body part by part, or broken on purpose. */
function multipartBody(fields: string[], known: unknown[]) {
  const boundary = 'fuzzboundary';
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const content = fc.oneof(
    scalar(known).map((v) => Buffer.from(String(v))),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.concat([png, bytes])),
  );
  const part = fc.record({
    name: fc.oneof(fc.constantFrom('image', ...fields), text),
    filename: fc.option(fc.oneof(text, fc.constantFrom('a.png', '../../x.png', 'a.svg'))),
    type: fc.option(fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'x/y')),
    content,
  });
  const body = fc.record({
    parts: fc.array(part, { maxLength: 14 }),
    end: fc.constantFrom(`--${boundary}--\r\n`, '', `--${boundary}`, '--other--\r\n'),
  });
  return body.map(({ parts, end }) => {
    const chunks = parts.flatMap((p) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"` +
          (p.filename === null ? '' : `; filename="${p.filename}"`) +
          (p.type === null ? '' : `\r\nContent-Type: ${p.type}`) +
          '\r\n\r\n',
      ),
      p.content,
      Buffer.from('\r\n'),
    ]);
    return Buffer.concat([...chunks, Buffer.from(end)]);
  });
}

/** Requests to `op` that a shopper's browser would never send; `sample`: a valid JSON body. */
export function requestsFor(
  op: Operation,
  known: unknown[],
  sample?: Record<string, unknown>,
): fc.Arbitrary<FuzzRequest> {
  const all = [...known, ...op.values];
  const json = jsonBody(op.fields, all);
  const params = fc.tuple(...op.params.map(() => segment(all)));
  const body: fc.Arbitrary<{ type?: string; payload?: string | Buffer }> =
    op.method === 'GET' || op.method === 'DELETE'
      ? fc.constant({})
      : fc.oneof(
          {
            weight: 6,
            arbitrary:
              op.body === 'multipart'
                ? multipartBody(op.fields, all).map((payload) => ({
                    type: 'multipart/form-data; boundary=fuzzboundary',
                    payload,
                  }))
                : (sample ? fc.oneof(json, mutatedBody(sample, op.fields, all)) : json).map(
                    (payload) => ({ type: 'application/json', payload }),
                  ),
          },
          {
            weight: 1,
            arbitrary: fc.record({ type: fc.constantFrom(...CONTENT_TYPES), payload: text }),
          },
          { weight: 1, arbitrary: fc.constant({}) },
        );
  return fc
    .record({ params, query: fc.option(queryString(op.query, all)), body })
    .map(({ params: values, query, body: { type, payload } }) => {
      let url = op.path;
      op.params.forEach((name, i) => (url = url.replace(`{${name}}`, values[i] ?? '')));
      return {
        method: op.method,
        url: query === null ? url : `${url}?${query}`,
        headers: type ? { 'content-type': type } : ({} as Record<string, string>),
        payload,
      };
    });
}
