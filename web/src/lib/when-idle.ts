/**
 * Runs `run` once the browser is idle, at the latest after `timeoutMs`; returns the cancel. Safari has no
 * requestIdleCallback: a timer of `fallbackDelayMs` stands in.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackDelayMs: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, fallbackDelayMs);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(handle);
}
