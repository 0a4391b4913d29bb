import sharp from 'sharp';

/** A small real picture in each accepted format, made with sharp so each decodes like a user's file. */
async function pictureAs(format: 'png' | 'jpeg' | 'gif' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 3, channels: 3, background: { r: 200, g: 60, b: 120 } } })
    .toFormat(format)
    .toBuffer();
}

export const imageSamples = {
  png: await pictureAs('png'),
  jpeg: await pictureAs('jpeg'),
  gif: await pictureAs('gif'),
  webp: await pictureAs('webp'),
};

/**
 * An animated GIF of `frames` solid frames of `width`×`height` in alternating colours (so the encoder cannot merge
 * them). Solid frames compress to almost nothing: 9 frames of 2000×2000, 36 megapixels to decode, take about 34 KB.
 */
export async function animatedGif(frames: number, width: number, height: number): Promise<Buffer> {
  const frame = (background: string) => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
  const [red, green] = await Promise.all([frame('#ff0000'), frame('#00ff00')]);
  const pages = Array.from({ length: frames }, (_, i) => (i % 2 ? red : green));
  return sharp(pages, { join: { animated: true } }).gif({ effort: 1 }).toBuffer();
}

export const svgImage = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** A multipart form with the given text fields and files (each as `image/png` unless told otherwise). */
export function formWith(fields: Record<string, string>, files: Record<string, { bytes: Buffer; name?: string; type?: string }> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }), file.name ?? 'image.png');
  }
  return form;
}
