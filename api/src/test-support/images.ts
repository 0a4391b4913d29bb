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
