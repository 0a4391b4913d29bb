import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.html', '.json', '.txt', '.webmanifest']);
/** Below this, the headers cost more than the compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes a .br (quality 11) and a .gz (level 9) copy next to every compressible file of the build, so the
 * server sends the smallest bytes without compressing per request (api/src/http/serve-precompressed.ts).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true, withFileTypes: true });
      const targets = files
        .filter((file) => file.isFile() && COMPRESSIBLE.has(path.extname(file.name)))
        .map((file) => path.join(file.parentPath, file.name))
        .filter((file) => !path.relative(outDir, file).startsWith('.vite'));
      await Promise.all(
        targets.map(async (file) => {
          const bytes = await readFile(file);
          if (bytes.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
