import type { Plugin, Rolldown } from 'vite';
// Relative, as in vite.config.ts: Node loads this, and the contract ships TypeScript sources only.
import { H5_BASE_PATH, H5_TEXTS_PRELOAD_FILE, LOCALES } from '../../packages/contract/src/constants.ts';

/**
 * Writes, per interface language, the scripts of its texts that the shell's own scripts do not
 * already bring. The shell loads its language's texts only once it runs; named in the page by the
 * server (apps/server/src/lib/web-app.ts), they load alongside it instead.
 */
export function textsPreload(): Plugin {
  return {
    name: 'mall-texts-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const shell = new Set<string>();
      const visit = (fileName: string) => {
        if (shell.has(fileName)) return;
        shell.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      const files: Record<string, string[]> = {};
      for (const locale of LOCALES) {
        const texts = [...chunks.values()].find((chunk) =>
          chunk.facadeModuleId?.endsWith(`/locales/storefront-${locale}.ts`),
        );
        if (!texts) this.error(`the build has no chunk of the ${locale} storefront texts`);
        files[locale] = [texts.fileName, ...texts.imports]
          .filter((fileName) => !shell.has(fileName))
          .map((fileName) => `${H5_BASE_PATH}${fileName}`);
      }
      this.emitFile({ type: 'asset', fileName: H5_TEXTS_PRELOAD_FILE, source: JSON.stringify(files) });
    },
  };
}
