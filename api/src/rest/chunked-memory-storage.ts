import type { Request } from 'express';
import type { StorageEngine } from 'multer';

const FIRST_SIZE_WITHOUT_LENGTH = 64 * 1024;

/**
 * multer's memory storage without its copy of the whole file at the end: each chunk is copied into one buffer as
 * it arrives, so a picture of megabytes is never copied in one go while every other request waits. The buffer is
 * sized from the request's Content-Length (at most `maxBytes`, which multer's fileSize limit also holds the file to).
 */
export function chunkedMemoryStorage(maxBytes: number): StorageEngine {
  return {
    _handleFile(req, file, done) {
      let buffer: Buffer = Buffer.allocUnsafe(firstSize(req, maxBytes));
      let size = 0;
      file.stream.on('data', (chunk: Buffer) => {
        if (size + chunk.length > buffer.length) buffer = grown(buffer, size, size + chunk.length);
        chunk.copy(buffer, size);
        size += chunk.length;
      });
      file.stream.on('error', done);
      file.stream.on('end', () => done(null, { buffer: buffer.subarray(0, size), size }));
    },
    _removeFile(_req, file, done) {
      delete (file as Partial<Express.Multer.File>).buffer;
      done(null);
    },
  };
}

function firstSize(req: Request, maxBytes: number): number {
  const length = Number(req.headers['content-length']);
  return Number.isSafeInteger(length) && length > 0 ? Math.min(length, maxBytes) : Math.min(FIRST_SIZE_WITHOUT_LENGTH, maxBytes);
}

/** A request without Content-Length (chunked) grows its buffer by doubling. */
function grown(buffer: Buffer, used: number, needed: number): Buffer {
  const larger = Buffer.allocUnsafe(Math.max(needed, buffer.length * 2));
  buffer.copy(larger, 0, 0, used);
  return larger;
}
