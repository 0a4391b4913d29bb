import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** The longest side of a card image's thumbnail: THUMBNAIL_SIZE of api/src/modules/uploads/thumbnail.ts. */
const THUMBNAIL_SIZE = 320;
/** The pixels per inch at which sharp draws an SVG at its own width and height. */
const SVG_OWN_SIZE_DENSITY = 72;
/**
 * A path below images/, without `.svg`, that thumbnailUrlOf (api/src/modules/uploads/thumbnail.ts) gives a
 * thumbnail: folder and file names of ASCII letters, digits, `_` and `-`.
 */
const THUMBNAILED_STEM = /^([A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+$/;
const THUMBNAIL_URL = /^\/images\/(.+)\.thumb\.webp$/;

/**
 * A WebP as makeThumbnail (api/src/modules/uploads/thumbnail.ts) makes of an upload: inside a THUMBNAIL_SIZE
 * square, in the picture's proportions, transparency kept, quality 80. The SVG is drawn at a density giving at
 * least THUMBNAIL_SIZE px, so the raster is only ever reduced, never blown up from a small drawing.
 */
async function renderThumbnail(svg: Buffer): Promise<Buffer> {
  const { width = THUMBNAIL_SIZE, height = THUMBNAIL_SIZE } = await sharp(svg).metadata();
  const density = Math.ceil((SVG_OWN_SIZE_DENSITY * THUMBNAIL_SIZE) / Math.max(width, height));
  return sharp(svg, { density })
    .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside' })
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * Writes `<name>.thumb.webp` beside every SVG under `<directory>/images` whose URL thumbnailUrlOf gives a
 * thumbnail, since the API answers that URL as the card image of those items, games and packages.
 */
export async function writeBundledThumbnails(directory: string): Promise<void> {
  const images = path.join(directory, 'images');
  const files = await readdir(images, { recursive: true, withFileTypes: true });
  const stems = files
    .filter((file) => file.isFile() && file.name.endsWith('.svg'))
    .map((file) => path.relative(images, path.join(file.parentPath, file.name.slice(0, -'.svg'.length))).split(path.sep).join('/'))
    .filter((stem) => THUMBNAILED_STEM.test(stem));
  await Promise.all(
    stems.map(async (stem) => writeFile(path.join(images, `${stem}.thumb.webp`), await renderThumbnail(await readFile(path.join(images, `${stem}.svg`))))),
  );
}

/**
 * Card images of the web app's own SVGs as rasters: an SVG `<img>` costs the browser a whole SVG document
 * parsed, laid out and painted on the main thread. The build writes them beside the SVGs in the output; the
 * dev server draws one per request from public/.
 */
export function bundledThumbnails(): Plugin[] {
  let outDir = '';
  return [
    {
      name: 'bundled-thumbnails',
      apply: 'build',
      configResolved(config) {
        outDir = path.resolve(config.root, config.build.outDir);
      },
      closeBundle: () => writeBundledThumbnails(outDir),
    },
    {
      name: 'bundled-thumbnails-dev',
      apply: 'serve',
      configureServer(server) {
        const images = path.join(server.config.publicDir, 'images');
        // Before Vite's own middlewares: its public files and page fallback would otherwise answer first.
        server.middlewares.use(async (req, res, next) => {
          const stem = THUMBNAIL_URL.exec(new URL(req.url ?? '/', 'http://dev').pathname)?.[1];
          if (req.method !== 'GET' || !stem || !THUMBNAILED_STEM.test(stem)) return next();
          const svg = await readFile(path.join(images, `${stem}.svg`)).catch(() => undefined);
          if (!svg) return next();
          renderThumbnail(svg).then((webp) => {
            res.setHeader('Content-Type', 'image/webp');
            res.end(webp);
          }, next);
        });
      },
    },
  ];
}
