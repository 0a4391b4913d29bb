import { describe, expect, it } from 'vitest';
import { imageSamples, svgImage } from '../../test-support/images.js';
import { detectImageKind } from './image-kind.js';

describe('detectImageKind', () => {
  it('recognises PNG, JPEG, GIF and WebP by their bytes', () => {
    expect(detectImageKind(imageSamples.png)?.mimeType).toBe('image/png');
    expect(detectImageKind(imageSamples.jpeg)?.mimeType).toBe('image/jpeg');
    expect(detectImageKind(imageSamples.gif)?.mimeType).toBe('image/gif');
    expect(detectImageKind(imageSamples.webp)?.mimeType).toBe('image/webp');
  });

  it('refuses SVG, HTML, other RIFF files and truncated signatures', () => {
    expect(detectImageKind(svgImage)).toBeUndefined();
    expect(detectImageKind(Buffer.from('<!doctype html><script>alert(1)</script>'))).toBeUndefined();
    expect(detectImageKind(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]))).toBeUndefined();
    expect(detectImageKind(imageSamples.png.subarray(0, 4))).toBeUndefined();
    expect(detectImageKind(Buffer.alloc(0))).toBeUndefined();
  });
});
