import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
// Relative, as in vite.config.ts: Node loads this, and the contract ships TypeScript sources only.
import { H5_FIRST_VIEW_TEXT_MARK, H5_FIRST_VIEW_TEXTS_FILE, LOCALES } from '../../packages/contract/src/constants.ts';
import { localeTexts, textAt } from './locale-texts.ts';

/**
 * Writes, per interface language, the texts that index.html's first view names, from the storefront's
 * own texts: the server writes them into the page it serves (apps/server/src/lib/first-view.ts). A
 * key with no text in a language stops the build.
 */
export function firstViewTexts(): Plugin {
  let indexFile = '';
  return {
    name: 'mall-first-view-texts',
    apply: 'build',
    configResolved(config) {
      indexFile = `${config.root}/index.html`;
    },
    async generateBundle() {
      const keys = [...(await readFile(indexFile, 'utf8')).matchAll(H5_FIRST_VIEW_TEXT_MARK)].map(
        (match) => match[1] as string,
      );
      const files: Record<string, Record<string, string>> = {};
      for (const locale of LOCALES) {
        const texts = await localeTexts(locale);
        files[locale] = Object.fromEntries(
          keys.map((key) => {
            const text = textAt(texts, key);
            if (text === undefined) this.error(`index.html names the text ${key}, which ${locale} does not have`);
            return [key, text];
          }),
        );
      }
      this.emitFile({ type: 'asset', fileName: H5_FIRST_VIEW_TEXTS_FILE, source: JSON.stringify(files) });
    },
  };
}
