import type { Plugin, Rolldown } from 'vite';

// The build writes tables beside index.html for the server to read once (route-preloads.json,
// page-shells.json): each is a JSON asset made from the finished bundle or the app's own modules.

/** A Vite build step that writes `fileName` into the build, the JSON of what `table` returns. */
export function jsonTablePlugin(options: {
  name: string;
  fileName: string;
  table: (bundle: Rolldown.OutputBundle, root: string) => unknown;
}): Plugin {
  let root = '.';
  return {
    name: options.name,
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: options.fileName,
        source: `${JSON.stringify(await options.table(bundle, root), null, 2)}\n`,
      });
    },
  };
}
