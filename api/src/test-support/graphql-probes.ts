/**
 * Hostile arguments read off the GraphQL schema: for every argument of a root field, and recursively every
 * field of its input objects and the elements of its lists, a set of hostile values of its type. Each probe
 * rebuilds the whole argument with valid values around the one hostile value it carries.
 */
import {
  type GraphQLArgument,
  type GraphQLInputType,
  GraphQLInputObjectType,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import {
  BOOLEAN_REFUSED,
  DECIMAL_ODD,
  DECIMAL_REFUSED,
  ENUM_REFUSED,
  type FuzzValue,
  INT_ODD,
  INT_REFUSED,
  ODD_TEXT,
  TEXT_VALUES,
} from './fuzz-values.js';
import { rotatingSample } from './fuzz-run.js';

export interface Probe {
  /** Where the hostile value sits, e.g. `input.lines.0.gamepass`. */
  at: string;
  hostile: FuzzValue;
  /** The argument's whole value with the hostile one in place (fresh valid values around it on each call). */
  build: () => unknown;
}

/** A valid value for the argument or input field named `key` ("op.arg" or "InputType.field"), or undefined to leave it out. */
type ValidValues = (key: string) => (() => unknown) | undefined;

/** Odd text values sent per text field (all of them are sent across the schema). */
const ODD_TEXT_PER_FIELD = 6;

export class ProbeMaker {
  private readonly sample = rotatingSample();

  constructor(private readonly valid: ValidValues) {}

  /** Whether `key` has a named valid value (optional arguments without one are left out). */
  hasValid(key: string): boolean {
    return this.valid(key) !== undefined;
  }

  /** Probes for one root-field argument. */
  forArgument(field: string, arg: GraphQLArgument): Probe[] {
    return this.probes(arg.type, `${field}.${arg.name}`, arg.name);
  }

  /** A valid value of `type`, using the named valid values where there are some. */
  validValue(type: GraphQLInputType, key: string): unknown {
    const given = this.valid(key);
    if (given) return given();
    const inner = getNullableType(type);
    if (isListType(inner)) return [this.validValue(inner.ofType, key)];
    if (isInputObjectType(inner)) return this.validObject(inner);
    if (isEnumType(inner)) return inner.getValues()[0].name;
    switch (inner.name) {
      case 'Int':
        return 1;
      case 'Decimal':
        return '10.00';
      case 'Boolean':
        return false;
      default:
        return 'Fuzz text';
    }
  }

  /** The required fields of an input object, plus the optional ones that have a named valid value. */
  validObject(type: GraphQLInputObjectType): Record<string, unknown> {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      const key = `${type.name}.${field.name}`;
      if (isNonNullType(field.type) || this.valid(key)) value[field.name] = this.validValue(field.type, key);
    }
    return value;
  }

  private probes(type: GraphQLInputType, key: string, at: string): Probe[] {
    const own = (hostile: FuzzValue): Probe => ({ at, hostile, build: () => hostile.value });
    if (isNonNullType(type)) return [own({ label: 'null', value: null, class: 'refused' }), ...this.probes(type.ofType, key, at)];
    if (isListType(type)) return [...this.listProbes(type.ofType, key, at)];
    if (isInputObjectType(type)) return this.objectProbes(type, at);
    if (isEnumType(type)) {
      const lowercase: FuzzValue = { label: 'lower-case value', value: type.getValues()[0].name.toLowerCase(), class: 'refused' };
      return [...ENUM_REFUSED, lowercase].map(own);
    }
    if (isScalarType(type)) return this.scalarValues(type.name).map(own);
    return [];
  }

  private scalarValues(name: string): FuzzValue[] {
    switch (name) {
      case 'String':
        return [...TEXT_VALUES.filter((v) => v.class !== 'odd'), ...this.sample(ODD_TEXT, ODD_TEXT_PER_FIELD)];
      case 'Int':
        return [...INT_REFUSED, ...INT_ODD];
      case 'Decimal':
        return [...DECIMAL_REFUSED, ...DECIMAL_ODD];
      case 'Boolean':
        return BOOLEAN_REFUSED;
      default:
        return []; // Upload: sent as multipart by the caller, not fuzzed here
    }
  }

  private listProbes(element: GraphQLInputType, key: string, at: string): Probe[] {
    const valid = () => this.validValue(element, key);
    const listOf = (label: string, make: () => unknown[], cls: FuzzValue['class']): Probe => ({
      at,
      hostile: { label, value: '(built)', class: cls },
      build: make,
    });
    return [
      listOf('an empty list', () => [], 'odd'),
      listOf('10,000 valid elements', () => Array.from({ length: 10_000 }, valid), 'refused'),
      listOf('a list holding null', () => [null], isNonNullType(element) ? 'refused' : 'odd'),
      listOf('a list of lists', () => [[valid()]], 'refused'),
      ...this.probes(element, key, `${at}.0`).map((probe) => ({ ...probe, build: () => [probe.build()] })),
    ];
  }

  private objectProbes(type: GraphQLInputObjectType, at: string): Probe[] {
    const whole = (label: string, value: unknown): Probe => ({ at, hostile: { label, value, class: 'refused' }, build: () => value });
    const fieldProbes = Object.values(type.getFields()).flatMap((field) =>
      this.probes(field.type, `${type.name}.${field.name}`, `${at}.${field.name}`).map((probe) => ({
        ...probe,
        build: () => ({ ...this.validObject(type), [field.name]: probe.build() }),
      })),
    );
    return [whole('text instead of an object', 'object'), whole('a list instead of an object', [1]), whole('an unknown field', { notAField: 1 }), ...fieldProbes];
  }
}

/** `value` written as a GraphQL literal of `type` (enum names bare, everything else as JSON would write it). */
export function graphqlLiteral(value: unknown, type: GraphQLInputType): string {
  const inner = getNullableType(type);
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map((v) => graphqlLiteral(v, isListType(inner) ? inner.ofType : inner)).join(', ')}]`;
  if (typeof value === 'object') {
    const fields = isInputObjectType(inner) ? inner.getFields() : {};
    return `{${Object.entries(value)
      .map(([name, v]) => `${name}: ${graphqlLiteral(v, fields[name]?.type ?? inner)}`)
      .join(', ')}}`;
  }
  if (isEnumType(getNamedType(type)) && typeof value === 'string' && /^[_A-Za-z]\w*$/.test(value)) return value;
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}
