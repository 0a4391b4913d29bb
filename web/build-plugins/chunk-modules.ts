import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes dist/.vite/chunk-modules.json: the source modules inside each JS chunk. The manifest names chunks
 * but not what they contain; `npm run bench:web` uses this to prove no dashboard or chart code reaches shoppers.
 */
export function chunkModules(): Plugin {
  let root = '';
  return {
    name: 'chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const modulesByChunk: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') modulesByChunk[output.fileName] = output.moduleIds.map((id) => path.relative(root, id));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modulesByChunk, null, 1) });
    },
  };
}
