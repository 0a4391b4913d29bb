import { ValidationError } from '../common/errors.js';

/** Roblox's own rules: 3–20 letters, digits and at most one underscore, which may not start or end the name. */
const ROBLOX_USERNAME = /^(?=.{3,20}$)[A-Za-z0-9]+(_[A-Za-z0-9]+)?$/;

/** The username as typed, trimmed, or a ValidationError saying what Roblox allows. */
export function parseRobloxUsername(value: unknown, field = 'robloxUsername'): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!ROBLOX_USERNAME.test(name)) {
    const message = 'must be 3–20 letters or digits, with at most one underscore, not at the start or end';
    throw new ValidationError(`Roblox username ${message}`, [{ field, message, reason: name ? 'INVALID' : 'REQUIRED' }]);
  }
  return name;
}
