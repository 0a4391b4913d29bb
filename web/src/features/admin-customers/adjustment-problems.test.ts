import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { adjustmentFieldErrors } from './adjustment-problems';

const refusal = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'refused', extensions }] });

describe('adjustmentFieldErrors', () => {
  it("puts the server's words for the amount and the reason under those fields", () => {
    const error = refusal({
      code: 'BAD_USER_INPUT',
      fields: [
        { field: 'amount', message: 'must be a signed amount of baht', reason: 'INVALID' },
        { field: 'reason', message: 'is required: say why (the gamer sees it)', reason: 'REQUIRED' },
      ],
    });
    expect(adjustmentFieldErrors(error)).toEqual({ amount: 'must be a signed amount of baht', reason: 'is required: say why (the gamer sees it)' });
  });

  it('ignores other fields, malformed entries and errors that are not field refusals', () => {
    expect(adjustmentFieldErrors(refusal({ code: 'BAD_USER_INPUT', fields: [{ field: 'idempotencyKey', message: 'must be a UUID' }, null, 'amount'] }))).toEqual({});
    expect(adjustmentFieldErrors(refusal({ code: 'INSUFFICIENT_BALANCE' }))).toEqual({});
    expect(adjustmentFieldErrors(new Error('offline'))).toEqual({});
  });
});
