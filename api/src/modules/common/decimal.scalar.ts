import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

/** A blank string means "no value" (the spec's forms send "" for an empty field), so it becomes null. */
function toDecimalString(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() === '') return null;
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text === 'string' && DECIMAL_PATTERN.test(text.trim())) return text.trim();
  throw new GraphQLError('Decimal must be a decimal number such as "404.43"', {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

/**
 * Exact decimal numbers (money, percentages) as strings such as "404.43", so no value ever passes
 * through a binary float. Inputs may be written as strings or as number literals (10, 7.5).
 */
export const DecimalScalar = new GraphQLScalarType<string | null, string | null>({
  name: 'Decimal',
  description: 'An exact decimal number serialised as a string, e.g. "404.43". Money has two decimals.',
  serialize: (value) => toDecimalString(value),
  parseValue: (value) => toDecimalString(value),
  parseLiteral(ast) {
    // The literal's source text keeps every digit exactly, even for Float literals.
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return toDecimalString(ast.value);
    throw new GraphQLError('Decimal must be a string or number literal', { extensions: { code: 'BAD_USER_INPUT' } });
  },
});
