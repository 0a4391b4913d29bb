import type { Request } from 'express';
import multer from 'multer';
import { NotFoundError, ValidationError } from '../modules/common/errors.js';
import { chunkedMemoryStorage } from './chunked-memory-storage.js';

/**
 * Parses multipart forms in memory: at most one file (under any field name, e.g. the spec's `image`
 * or `file`) of at most `maxBytes`. Other content types pass through untouched.
 */
export function imageForm(maxBytes: number) {
  return multer({
    storage: chunkedMemoryStorage(maxBytes),
    limits: { fileSize: maxBytes, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 31 },
  }).any();
}

export function uploadedImage(req: Request): Buffer | undefined {
  const files = req.files as Express.Multer.File[] | undefined;
  return files?.[0]?.buffer;
}

/** The record id in the path; anything but a positive whole number cannot name a record. */
export function pathId(req: Request): number {
  const raw = String(req.params.id);
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw new NotFoundError(`No record has the id "${raw}"`);
  return id;
}

/** A single-valued query parameter (repeating it is refused). */
export function queryText(req: Request, name: string): string | undefined {
  return singleQueryValue(req.query, name);
}

/** queryText of a parsed query string (Express's `req.query`, or node:querystring's parse, which Express uses). */
export function singleQueryValue(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || typeof value === 'string') return value;
  throw new ValidationError(`${name} must be given once`, [{ field: name, message: 'must be given once', reason: 'INVALID' }]);
}

/** ?offset=&limit= as numbers (the service's page rules check them); absent ones stay undefined. */
export function pageQuery(req: Request): { offset?: number; limit?: number } {
  const number = (name: string) => (queryText(req, name) === undefined ? undefined : Number(queryText(req, name)));
  return { offset: number('offset'), limit: number('limit') };
}

/** The parsed body, or an empty object for a request without one. */
export function bodyOf(req: Request): Record<string, unknown> {
  return req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
}
