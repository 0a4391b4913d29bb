import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeBundledThumbnails } from './bundled-thumbnails';

const svgOf = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#c83c78"/></svg>`;

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'bundled-thumbnails-'));
  await mkdir(path.join(directory, 'images/items'), { recursive: true });
  await writeFile(path.join(directory, 'images/items/a.svg'), svgOf(100, 50));
  await writeFile(path.join(directory, 'images/b.svg'), svgOf(64, 64));
  await writeFile(path.join(directory, 'images/items/bad.name.svg'), svgOf(64, 64));
  await writeFile(path.join(directory, 'images/items/x.png'), await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer());
});
afterEach(() => rm(directory, { recursive: true, force: true }));

describe('writeBundledThumbnails', () => {
  it('writes a 320 px WebP in the drawing’s proportions beside each SVG the thumbnail rule names, at any depth', async () => {
    await writeBundledThumbnails(directory);
    const item = await sharp(path.join(directory, 'images/items/a.thumb.webp')).metadata();
    expect([item.format, item.width, item.height, item.hasAlpha]).toEqual(['webp', 320, 160, true]);
    const top = await sharp(path.join(directory, 'images/b.thumb.webp')).metadata();
    expect([top.format, top.width, top.height]).toEqual(['webp', 320, 320]);
  });

  it('leaves alone an SVG whose name the rule refuses (a dot in it) and any other image', async () => {
    await writeBundledThumbnails(directory);
    expect((await readdir(path.join(directory, 'images/items'))).sort()).toEqual(['a.svg', 'a.thumb.webp', 'bad.name.svg', 'x.png']);
  });
});
