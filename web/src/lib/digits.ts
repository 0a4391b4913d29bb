/**
 * Numbers for people, written by hand rather than with Intl.NumberFormat or toLocaleString: a page's first number
 * format starts ICU's number formatting in the browser, 130–290 ms of main thread at CPU ÷4 on the bench machine,
 * paid while the page's modules first run, before it hydrates. Both our languages write Western digits with commas.
 */

/** "1,234,567" for "1234567": a run of digits grouped in thousands. */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** "1,234,568" for 1234567.5: rounded half away from zero (as Intl rounds) and grouped; no sign once it is 0. */
export function formatWholeNumber(value: number): string {
  const whole = Math.round(Math.abs(value));
  return `${value < 0 && whole !== 0 ? '-' : ''}${groupDigits(whole.toFixed(0))}`;
}
