import type { Plugin } from 'vite';
// Relative, as in vite.config.ts: Node loads this, and the contract ships TypeScript sources only.
import { H5_BASE_PATH, LOCALES, type Locale } from '../../packages/contract/src/constants.ts';
import { PAGES } from '../../packages/contract/src/pages.ts';
import { localeTexts } from './locale-texts.ts';

/** The brand colour of UI.md (`--adm-color-primary` in src/app/styles.css) and the page background. */
const THEME_COLOR = '#1557c9';
const BACKGROUND_COLOR = '#f4f5f7';

const ICONS = [192, 512].flatMap((size) => [
  { src: `${H5_BASE_PATH}icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
  {
    src: `${H5_BASE_PATH}icons/icon-maskable-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose: 'maskable',
  },
]);

/** The names come from the storefront's texts, so the installed app is called what the pages call it. */
async function appTexts(locale: Locale): Promise<{ name: string; shortName: string }> {
  const texts = (await localeTexts(locale)) as { app: { name: string; shortName: string } };
  return texts.app;
}

/** The web app manifest in one language (`manifest.<locale>.webmanifest`; the server picks one per request). */
async function webManifest(locale: Locale): Promise<Record<string, unknown>> {
  const { name, shortName } = await appTexts(locale);
  return {
    id: H5_BASE_PATH,
    name,
    short_name: shortName,
    lang: locale,
    dir: 'ltr',
    start_url: `${H5_BASE_PATH}#${PAGES.home.route}`,
    scope: H5_BASE_PATH,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: ICONS,
  };
}

/** Writes the storefront's manifest in each interface language into the build. */
export function webManifests(): Plugin {
  return {
    name: 'mall-web-manifests',
    apply: 'build',
    async generateBundle() {
      for (const locale of LOCALES) {
        this.emitFile({
          type: 'asset',
          fileName: `manifest.${locale}.webmanifest`,
          source: `${JSON.stringify(await webManifest(locale), null, 2)}\n`,
        });
      }
    },
  };
}
