import { describe, expect, it } from 'vitest';
import { paymentReviewMessages } from './payment-review-messages';
import { waitingFor } from './review-card';

const en = paymentReviewMessages.en;

describe('waitingFor', () => {
  const sent = '2026-11-23T17:05:00.000Z';
  const after = (minutes: number) => Date.parse(sent) + minutes * 60_000;

  it('says how long a slip has waited in the largest units that matter', () => {
    expect(waitingFor(sent, after(0.5), en)).toBe('under a minute');
    expect(waitingFor(sent, after(45), en)).toBe('45 min');
    expect(waitingFor(sent, after(192), en)).toBe('3 h 12 min');
    expect(waitingFor(sent, after(52 * 60 + 30), en)).toBe('2 d 4 h');
  });

  it('reads a slip stamped a moment ahead of this clock as just sent', () => {
    expect(waitingFor(sent, after(-2), en)).toBe('under a minute');
  });

  it('says it in Thai on a Thai page', () => {
    expect(waitingFor(sent, after(192), paymentReviewMessages.th)).toBe('3 ชม. 12 นาที');
  });
});
