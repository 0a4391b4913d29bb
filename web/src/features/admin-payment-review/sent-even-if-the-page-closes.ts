/**
 * Apollo context for a held approval released as the page closes: the browser finishes a keepalive request
 * after the page is gone, where it would cancel an ordinary one.
 */
export const SENT_EVEN_IF_THE_PAGE_CLOSES = { fetchOptions: { keepalive: true } } as const;
