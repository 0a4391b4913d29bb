export interface ImageKind {
  extension: 'png' | 'jpg' | 'webp' | 'gif';
  mimeType: string;
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * Recognises the raster formats we accept by their magic bytes; the file name and the client's
 * content type are never trusted. Anything else (SVG, HTML, PDF…) gives undefined.
 */
export function detectImageKind(bytes: Buffer): ImageKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { extension: 'png', mimeType: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', mimeType: 'image/jpeg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { extension: 'gif', mimeType: 'image/gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { extension: 'webp', mimeType: 'image/webp' };
  return undefined;
}
