import { canonicalStringify } from '@apollo/client/utilities';

/**
 * The Apollo cache a server render filled, carried in the page as JSON data (a script of type application/json
 * runs nothing, so the CSP's script-src 'self' stays). The root's HYDRATE_ATTRIBUTE, when there, says that the
 * browser should hydrate the server's HTML (not render afresh, as for a 404 whose data the cache cannot carry),
 * and names the page modules shown (space-separated), to be loaded first.
 */
export const SERVER_STATE_ID = 'server-state';
export const HYDRATE_ATTRIBUTE = 'data-hydrate';
/** Marks the page's own head tags (title, description, link previews) written by the server, which React will write again. */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

/**
 * JSON safe inside a <script> element: no `<` can close it or open a comment, and no line separators. Keys are
 * sorted, so a cache filled by answers that came in another order gives the same bytes (and the page the same ETag).
 */
export function scriptSafeJson(value: unknown): string {
  return canonicalStringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
