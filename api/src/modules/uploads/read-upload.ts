import type { FileUpload } from 'graphql-upload-ts';
import { ValidationError } from '../common/errors.js';
import { tooLarge } from './image-storage.js';

/** Reads a GraphQL `Upload` into memory, refusing it as soon as it passes `maxBytes`. */
export async function readUpload(upload: Promise<FileUpload>, maxBytes: number): Promise<Buffer> {
  let file: FileUpload;
  try {
    file = await upload;
  } catch {
    throw new ValidationError('image could not be read', [{ field: 'image', message: 'could not be read', reason: 'INVALID' }]);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file.createReadStream()) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) break;
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    // The multipart parser cuts a file off at its own limit and reports it as HTTP 413.
    if ((error as { status?: number }).status === 413) throw tooLarge(maxBytes);
    throw new ValidationError('image could not be read', [{ field: 'image', message: 'could not be read', reason: 'INVALID' }]);
  }
  if (size > maxBytes) throw tooLarge(maxBytes);
  return Buffer.concat(chunks);
}

export async function readOptionalUpload(upload: Promise<FileUpload> | null | undefined, maxBytes: number) {
  return upload ? readUpload(upload, maxBytes) : undefined;
}
