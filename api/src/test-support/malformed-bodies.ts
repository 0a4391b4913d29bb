/**
 * Request bodies that are broken as bodies: JSON that does not parse, the wrong content type, and
 * multipart forms built byte by byte with missing boundaries, maps and parts. All must be refused (4xx).
 */
import type { FuzzClass } from './fuzz-values.js';
import { imageSamples } from './images.js';

interface MalformedBody {
  name: string;
  init: { headers: Record<string, string>; body: string | Buffer | Uint8Array };
}

interface Part {
  name: string;
  filename?: string;
  type?: string;
  body: string | Buffer;
}

const CRLF = '\r\n';

/** A multipart/form-data body with `parts`, closed with the final boundary unless `close` is false. */
function rawMultipart(boundary: string, parts: Part[], { close = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : `${CRLF}Content-Type: ${part.type ?? 'image/png'}`;
    chunks.push(Buffer.from(`--${boundary}${CRLF}Content-Disposition: form-data; name="${part.name}"${filename}${type}${CRLF}${CRLF}`));
    chunks.push(Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body));
    chunks.push(Buffer.from(CRLF));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return Buffer.concat(chunks);
}

const BOUNDARY = 'fuzz-boundary-7d1a';
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;
const png = imageSamples.png;

/** A raw body for a REST route; `refused` ones must get a 4xx, `odd` ones may be accepted. */
export interface RawBody {
  name: string;
  contentType: string;
  body: string | Buffer;
  class: FuzzClass;
  headers?: Record<string, string>;
}

/**
 * Broken multipart forms for a route taking an image; `extra` are the route's other (valid) text fields.
 * Bytes that are not UTF-8 in a field the route ignores may be accepted; everything else is refused.
 */
export function malformedImageForms(extra: Record<string, string> = {}): RawBody[] {
  const fields = Object.entries(extra).map(([name, body]) => ({ name, body }));
  const image = { name: 'image', filename: 'image.png', body: png };
  const form = (name: string, body: Buffer, cls: FuzzClass = 'refused', contentType = multipartType): RawBody => ({ name, contentType, body, class: cls });
  return [
    form('boundary in the header is not the one in the body', rawMultipart(BOUNDARY, [...fields, image]), 'refused', 'multipart/form-data; boundary=another-one'),
    form('no boundary parameter', rawMultipart(BOUNDARY, [...fields, image]), 'refused', 'multipart/form-data'),
    form('no closing boundary (cut off)', rawMultipart(BOUNDARY, [...fields, image], { close: false })),
    form('cut off inside a part', rawMultipart(BOUNDARY, [...fields, image]).subarray(0, 150)),
    form('an empty body', Buffer.alloc(0)),
    form('a text field of 100 KB (over the field limit)', rawMultipart(BOUNDARY, [...fields, { name: 'name', body: 'x'.repeat(100 * 1024) }, image])),
    form('two files', rawMultipart(BOUNDARY, [...fields, image, { ...image, name: 'image2' }])),
    form('40 fields', rawMultipart(BOUNDARY, [...Array.from({ length: 40 }, (_, i) => ({ name: `f${i}`, body: 'x' })), image])),
    form('a file that is not an image', rawMultipart(BOUNDARY, [...fields, { ...image, body: 'not an image at all' }])),
    form('a NUL in a field name', rawMultipart(BOUNDARY, [{ name: 'na\u0000me', body: 'x' }, ...fields, image])),
    form('a NUL in the file name', rawMultipart(BOUNDARY, [...fields, { ...image, filename: 'a\u0000.png' }])),
    form('invalid UTF-8 in a text field', rawMultipart(BOUNDARY, [...fields, { name: 'zz', body: Buffer.from([0xff, 0xfe, 0xc0]) }, image]), 'odd'),
  ];
}

/** Bodies for any POST or PUT route that are broken as JSON, or not JSON at all. */
export function malformedJsonBodies(): RawBody[] {
  const json = (name: string, body: string | Buffer, cls: FuzzClass = 'refused', contentType = 'application/json', headers?: Record<string, string>): RawBody => ({
    name,
    contentType,
    body,
    class: cls,
    headers,
  });
  return [
    json('JSON cut off', '{"name": "Fuzz'),
    json('single-quoted JSON', "{'name': 'Fuzz'}"),
    json('not JSON', 'name=Fuzz'),
    json('a raw NUL byte in a JSON string', '{"name": "Fu\u0000zz"}'),
    json('a bare JSON string', '"Fuzz"'),
    json('JSON null', 'null'),
    json('a bare number', '123'),
    json('JSON nested 10,000 deep', `{"a": ${'['.repeat(10_000)}${']'.repeat(10_000)}}`),
    json('150 KB of JSON (over the limit)', JSON.stringify({ name: 'x'.repeat(150 * 1024) })),
    json('JSON declared as UTF-16', '{"name": "Fuzz"}', 'refused', 'application/json; charset=utf-16'),
    json('JSON declared gzip but not', '{"name": "Fuzz"}', 'refused', 'application/json', { 'content-encoding': 'gzip' }),
    json('an unknown content encoding', '{"name": "Fuzz"}', 'refused', 'application/json', { 'content-encoding': 'compress' }),
    json('a JSON list', '[]', 'odd'),
    json('an empty body', '', 'odd'),
    json('a byte-order mark first', '\ufeff{}', 'odd'),
    json('duplicate keys', '{"name": "Fuzz", "name": "Fuzz 2"}', 'odd'),
    json('invalid UTF-8 in a string', Buffer.from([0x7b, 0x22, 0x7a, 0x7a, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), 'odd'),
    json('a plain-text body', '{"name": "Fuzz"}', 'odd', 'text/plain'),
    json('a URL-encoded form', 'name=Fuzz', 'odd', 'application/x-www-form-urlencoded'),
    json('XML', '<name>Fuzz</name>', 'odd', 'application/xml'),
  ];
}

const UPLOAD_QUERY = 'mutation ($file: Upload!) { uploadImage(file: $file) }';
const operations = (variables: Record<string, unknown> = { file: null }, query = UPLOAD_QUERY) => JSON.stringify({ query, variables });

/** Broken GraphQL requests: bodies that are not JSON, and multipart requests that break the upload spec. */
export function malformedGraphQLBodies(token: string): MalformedBody[] {
  const json = (name: string, body: string, contentType = 'application/json'): MalformedBody => ({
    name,
    init: { headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, body },
  });
  const multipart = (name: string, parts: Part[], contentType = multipartType, close = true): MalformedBody => ({
    name,
    init: { headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true', 'content-type': contentType }, body: rawMultipart(BOUNDARY, parts, { close }) },
  });
  const file = { name: '0', filename: 'image.png', body: png };
  const map = (value: unknown) => ({ name: 'map', body: JSON.stringify(value) });
  return [
    json('JSON cut off', '{"query": "{ me { id } }", "variables": {'),
    json('not JSON', 'query { me { id } }'),
    json('JSON with a raw NUL byte', '{"query": "{ me { id } }\u0000"}'),
    json('a JSON string', '"{ me { id } }"'),
    json('JSON null', 'null'),
    json('query is a number', '{"query": 5}'),
    json('variables is text', '{"query": "query ($s: String) { categories(search: $s) { id } }", "variables": "x"}'),
    json('variables is a list', '{"query": "query ($s: String) { categories(search: $s) { id } }", "variables": [1]}'),
    json('JSON nested 10,000 deep', `{"query": "{ me { id } }", "variables": {"a": ${'['.repeat(10_000)}${']'.repeat(10_000)}}}`),
    json('JSON declared as UTF-16', '{"query": "{ me { id } }"}', 'application/json; charset=utf-16'),
    json('a plain-text body', '{"query": "{ me { id } }"}', 'text/plain'),
    multipart('boundary in the header is not the one in the body', [{ name: 'operations', body: operations() }, map({ 0: ['variables.file'] }), file], 'multipart/form-data; boundary=another-one'),
    multipart('no boundary parameter', [{ name: 'operations', body: operations() }, map({ 0: ['variables.file'] }), file], 'multipart/form-data'),
    multipart('no map field', [{ name: 'operations', body: operations() }, file]),
    multipart('no operations field', [map({ 0: ['variables.file'] }), file]),
    multipart('map pointing at a variable that does not exist', [{ name: 'operations', body: operations() }, map({ 0: ['variables.nope.deeper'] }), file]),
    multipart('map pointing at a file part never sent', [{ name: 'operations', body: operations() }, map({ 0: ['variables.file'] })]),
    multipart('map is not JSON', [{ name: 'operations', body: operations() }, { name: 'map', body: '{"0": [' }, file]),
    multipart('map value is not a list', [{ name: 'operations', body: operations() }, map({ 0: 'variables.file' }), file]),
    multipart('map names a path outside variables', [{ name: 'operations', body: operations() }, map({ 0: ['query'] }), file]),
    multipart('operations is not JSON', [{ name: 'operations', body: '{"query": ' }, map({ 0: ['variables.file'] }), file]),
    multipart('operations is a batch (a list)', [{ name: 'operations', body: `[${operations()}]` }, map({ 0: ['0.variables.file'] }), file]),
    multipart('the file comes before operations', [file, { name: 'operations', body: operations() }, map({ 0: ['variables.file'] })]),
    multipart('operations of 2 MB', [{ name: 'operations', body: operations({ file: null, pad: 'x'.repeat(2 * 1024 * 1024) }) }, map({ 0: ['variables.file'] }), file]),
    multipart('two files (one is allowed)', [{ name: 'operations', body: operations() }, map({ 0: ['variables.file'], 1: ['variables.file'] }), file, { ...file, name: '1' }]),
    multipart('a file where a String is expected', [
      { name: 'operations', body: operations({ s: null }, 'query ($s: String) { categories(search: $s) { id } }') },
      map({ 0: ['variables.s'] }),
      file,
    ]),
    multipart('a file in an input field', [
      { name: 'operations', body: operations({ input: { name: null }, image: null }, 'mutation ($input: CreateCategoryInput!, $image: Upload!) { createCategory(input: $input, image: $image) { id } }') },
      map({ 0: ['variables.input.name'] }),
      file,
    ]),
    multipart('cut off inside the file', [{ name: 'operations', body: operations() }, map({ 0: ['variables.file'] }), { ...file, body: png.subarray(0, 20) }], multipartType, false),
    multipart('a file that is not an image', [{ name: 'operations', body: operations() }, map({ 0: ['variables.file'] }), { ...file, body: 'plain text' }]),
  ];
}
