import type { IncomingMessage } from 'node:http';
import { ValidationError } from '../modules/common/errors.js';

/** Far deeper than any input of the shop's (a few levels), far shallower than what overflows a recursive walk. */
export const MAX_JSON_NESTING = 64;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** How deeply arrays and objects nest in JSON text, read from its bytes without parsing it. */
export function jsonNestingDepth(json: Buffer): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const byte = json[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) deepest = Math.max(deepest, ++depth);
    else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) depth--;
  }
  return deepest;
}

/**
 * `verify` for express.json: refuses bodies nested deeper than MAX_JSON_NESTING before they are parsed,
 * so no later step (validation, cache keys, logging) can overflow the stack on one.
 */
export function refuseDeeplyNestedJson(_req: IncomingMessage, _res: unknown, body: Buffer): void {
  if (jsonNestingDepth(body) > MAX_JSON_NESTING) {
    throw new ValidationError(`The request body nests deeper than ${MAX_JSON_NESTING} levels`);
  }
}
