/**
 * Hostile values for the input fuzz tests, each labelled and sorted by what the shop must do with it:
 *
 *   unstorable  text PostgreSQL cannot keep (NUL, unpaired surrogates): refused as BAD_USER_INPUT naming the field
 *   refused     wrong type, out of range, too long, unknown: refused somehow (4xx), nothing changed
 *   odd         strange but storable or in range (control characters, RTL, SQL-ish, 0, "-0"): may be accepted
 *
 * Every request, whatever its class, must answer below 500 without a stack trace.
 */

export type FuzzClass = 'unstorable' | 'refused' | 'odd';

export interface FuzzValue {
  label: string;
  value: unknown;
  class: FuzzClass;
}

const unstorable = (label: string, value: unknown): FuzzValue => ({ label, value, class: 'unstorable' });
const refused = (label: string, value: unknown): FuzzValue => ({ label, value, class: 'refused' });
const odd = (label: string, value: unknown): FuzzValue => ({ label, value, class: 'odd' });

/**
 * A JSON number written as it stands ("1e999", "-0"), which JSON.stringify cannot produce. REST bodies
 * are serialised with `toJsonText`, which writes these verbatim.
 */
class RawJsonNumber {
  constructor(readonly text: string) {}
}

const RAW_MARK = '@@raw-json-number@@';

/** JSON.stringify, except that RawJsonNumber values are written as their text. */
export function toJsonText(value: unknown): string {
  const json = JSON.stringify(value, (_key, v) => (v instanceof RawJsonNumber ? `${RAW_MARK}${v.text}${RAW_MARK}` : v));
  return json.replace(/"@@raw-json-number@@(.*?)@@raw-json-number@@"/g, '$1');
}

export const UNSTORABLE_TEXT: FuzzValue[] = [
  unstorable('NUL', '\u0000'),
  unstorable('NUL inside text', 'Fuzz\u0000Text'),
  unstorable('lone high surrogate', 'Fuzz\ud800'),
  unstorable('lone low surrogate', '\udc00Fuzz'),
  unstorable('surrogates in the wrong order', '\udc00\ud800'),
];

export const ODD_TEXT: FuzzValue[] = [
  odd('control characters', 'Fuzz\u0001\u0007\u001b[31m\u007f'),
  odd('line breaks and tabs', 'Fuzz\r\n\tText'),
  odd('right-to-left override', 'Fuzz\u202Etxet\u202C'),
  odd('zero-width characters', 'Fu\u200Bzz\u200D\uFEFF'),
  odd('SQL-ish text', "Fuzz' OR '1'='1'; drop table item; --"),
  odd('LIKE wildcards and a backslash', '%_\\'),
  odd('a lone backslash', '\\'),
  odd('emoji (a valid surrogate pair)', 'Fuzz 🧱🔥'),
  odd('combining marks', 'Fuzz e\u0301\u0301\u0301'),
  odd('blank', '   '),
  odd('empty', ''),
  odd('300 characters', 'x'.repeat(300)),
  odd('a month 13', '2026-13-45'),
  odd('day zero of month zero', '0000-00-00'),
  odd('February 30th', '2026-02-30'),
  odd('the year 9999', '9999-12-31'),
];

/** 100 KB: more than any text field allows, well under the GraphQL body limit (1 MB). */
const HUGE_TEXT = refused('100 KB of text', 'x'.repeat(100 * 1024));
/** 50 KB: more than any text field allows, under the REST JSON body limit (100 KB). */
const LONG_TEXT = refused('50 KB of text', 'x'.repeat(50 * 1024));

const NOT_TEXT: FuzzValue[] = [refused('a number', 12345), refused('true', true), refused('an object', { a: 1 }), refused('a list', ['a'])];

export const INT_REFUSED: FuzzValue[] = [
  refused('2^31', 2 ** 31),
  refused('-2^31-1', -(2 ** 31) - 1),
  refused('2^53', 2 ** 53),
  refused('1e308 (a Float)', 1e308),
  refused('1.5', 1.5),
  refused('"1" (text)', '1'),
  refused('true', true),
  refused('NUL text', '\u0000'),
];
export const INT_ODD: FuzzValue[] = [odd('0', 0), odd('-1', -1), odd('2^31-1', 2 ** 31 - 1), odd('-2^31', -(2 ** 31))];

export const DECIMAL_REFUSED: FuzzValue[] = [
  refused('"1e999"', '1e999'),
  refused('"NaN"', 'NaN'),
  refused('"Infinity"', 'Infinity'),
  refused('"-Infinity"', '-Infinity'),
  refused('"1e5"', '1e5'),
  refused('1,000 digits', '9'.repeat(1000)),
  refused('"12.34.5"', '12.34.5'),
  refused('"0x1F"', '0x1F'),
  refused('Thai digits', '๑๒๓'),
  refused('"$5"', '$5'),
  refused('1e308 (a number)', 1e308),
  refused('NUL text', '5\u0000'),
  refused('true', true),
  refused('an object', { amount: 5 }),
];
export const DECIMAL_ODD: FuzzValue[] = [
  odd('"-0"', '-0'),
  odd('"0.001"', '0.001'),
  odd('"0"', '0'),
  odd('"-1"', '-1'),
  odd('"0.00"', '0.00'),
  odd('""', ''),
  odd('"0001.50"', '0001.50'),
  odd('7.5 (a number)', 7.5),
];

export const ENUM_REFUSED: FuzzValue[] = [
  refused('an unknown value', 'NOT_A_VALUE'),
  refused('empty', ''),
  refused('NUL', '\u0000'),
  refused('lone surrogate', '\ud800'),
  refused('a number', 1),
];

export const BOOLEAN_REFUSED: FuzzValue[] = [refused('"true"', 'true'), refused('1', 1), refused('"yes"', 'yes'), refused('NUL', '\u0000')];

/** Text-typed GraphQL arguments and input fields. */
export const TEXT_VALUES: FuzzValue[] = [...UNSTORABLE_TEXT, HUGE_TEXT, ...NOT_TEXT, ...ODD_TEXT];

// ───────────────────────────── REST bodies: JSON has no declared types, so each field gets the set of its kind ─────────────────────────────

export type RestKind = 'text' | 'int' | 'money' | 'optionalMoney' | 'percentage' | 'bool' | 'enum' | 'uuid' | 'lines';

const raw = (text: string) => new RawJsonNumber(text);

const NOT_A_NUMBER_IN_JSON: FuzzValue[] = [
  refused('1e999 (a JSON number: Infinity)', raw('1e999')),
  refused('-1e999', raw('-1e999')),
  refused('30 digits (a JSON number)', raw('123456789012345678901234567890')),
  refused('"NaN"', 'NaN'),
  refused('"Infinity"', 'Infinity'),
  refused('NUL text', '\u0000'),
  refused('lone surrogate', '\ud800'),
  refused('true', true),
  refused('an object', { a: 1 }),
  refused('a list', [1]),
];

export const REST_VALUES: Record<RestKind, FuzzValue[]> = {
  text: [...UNSTORABLE_TEXT, LONG_TEXT, ...NOT_TEXT, ...ODD_TEXT, odd('null', null)],
  int: [
    ...NOT_A_NUMBER_IN_JSON,
    refused('2^53', 2 ** 53),
    refused('1e308', 1e308),
    refused('-1', -1),
    refused('1.5', 1.5),
    refused('"1e3"', '1e3'),
    refused('"0x10"', '0x10'),
    // Past every stored id and count; a cart line naming such a product is only "no longer sold".
    odd('2^31', 2 ** 31),
    odd('1e-400 (a JSON number: 0)', raw('1e-400')),
    odd('0', 0),
    odd('-0', raw('-0')),
    odd('" 7 "', ' 7 '),
    odd('9999999', 9999999),
    odd('null', null),
  ],
  money: [
    ...NOT_A_NUMBER_IN_JSON,
    ...DECIMAL_REFUSED,
    refused('"-1"', '-1'),
    refused('"0"', '0'),
    refused('"-0"', '-0'),
    refused('"0.001"', '0.001'),
    refused('1e-400 (a JSON number: 0)', raw('1e-400')),
    odd('"0001.50"', '0001.50'),
    odd('7.5', 7.5),
    odd('null', null),
  ],
  optionalMoney: [...NOT_A_NUMBER_IN_JSON, ...DECIMAL_REFUSED, refused('"-1"', '-1'), refused('"0.001"', '0.001'), odd('"0"', '0'), odd('""', ''), odd('"null"', 'null'), odd('null', null)],
  percentage: [
    ...NOT_A_NUMBER_IN_JSON,
    refused('"-100"', '-100'),
    refused('"1001"', '1001'),
    refused('"0.00001"', '0.00001'),
    refused('"1e2"', '1e2'),
    odd('"-0"', '-0'),
    odd('"0.001"', '0.001'),
    odd('0', 0),
    odd('null', null),
  ],
  bool: [refused('"yes"', 'yes'), refused('1', 1), refused('0', 0), refused('NUL', '\u0000'), refused('an object', {}), odd('"true"', 'true'), odd('false', false), odd('null', null)],
  enum: [...ENUM_REFUSED, refused('an object', {}), refused('a list', ['a']), odd('null', null)],
  uuid: [refused('not a UUID', 'not-a-uuid'), ...UNSTORABLE_TEXT.map((v) => refused(v.label, v.value)), LONG_TEXT, refused('a number', 1)],
  lines: [
    refused('an empty list', []),
    refused('a list of null', [null]),
    refused('text', 'lines'),
    refused('an object', { item_id: 1 }),
    refused('a list of lists', [[]]),
    refused('NUL', '\u0000'),
  ],
};

/** Path parameters (already percent-encoded as they go on the wire): none names a record. */
export const PATH_VALUES: FuzzValue[] = [
  refused('%00', '%00'),
  refused('a%00b', 'a%00b'),
  refused('truncated percent-escape', '%E0%A4%A'),
  refused('a surrogate in UTF-8', '%ED%A0%80'),
  refused('overlong UTF-8 dots', '%C0%AE%C0%AE'),
  refused('invalid UTF-8', '%FF%FE'),
  refused('2^53', '9007199254740992'),
  refused('encoded ../../', '..%2F..%2Fetc%2Fpasswd'),
  refused('encoded dots', '%2E%2E'),
  refused('-1', '-1'),
  refused('0', '0'),
  refused('1e3', '1e3'),
  refused('CRLF header injection', '%0D%0ASet-Cookie:%20a=b'),
  refused('emoji', '%F0%9F%A7%B1'),
  refused('3,000 characters', 'x'.repeat(3000)),
];

/** Query-string values (percent-encoded); `unstorable` ones must be refused by every parameter a route reads. */
export const QUERY_VALUES: FuzzValue[] = [
  unstorable('%00', '%00'),
  unstorable('a%00b', 'a%00b'),
  odd('a surrogate in UTF-8', '%ED%A0%80'),
  odd('truncated percent-escape', '%E0%A4%A'),
  odd('invalid UTF-8', '%FF'),
  odd('2026-13-45', '2026-13-45'),
  odd('0000-00-00', '0000-00-00'),
  odd('2026-02-30', '2026-02-30'),
  odd('1e999', '1e999'),
  odd('NaN', 'NaN'),
  odd('-1', '-1'),
  odd('2^53', '9007199254740992'),
  odd('LIKE wildcards', '%25_%5C'),
  odd('SQL-ish', "'%20OR%201=1--"),
  odd('2,000 characters', 'x'.repeat(2000)),
  odd('empty', ''),
];
