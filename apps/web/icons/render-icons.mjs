// Renders the storefront's app icons (public/icons/*.png) from the SVGs beside this file, in
// Debian's Chromium: `node apps/web/icons/render-icons.mjs`. Run it after changing an SVG and
// commit the PNGs; the build only copies them.
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const here = new URL('.', import.meta.url);
const out = new URL('../public/icons/', import.meta.url);
const ICONS = [
  { svg: 'icon.svg', name: 'icon', sizes: [192, 512] },
  { svg: 'icon-maskable.svg', name: 'icon-maskable', sizes: [192, 512] },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const icon of ICONS) {
    const svg = await readFile(new URL(icon.svg, here), 'utf8');
    for (const size of icon.sizes) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
      );
      await page.screenshot({ path: new URL(`${icon.name}-${size}.png`, out).pathname, omitBackground: true });
      await page.close();
    }
  }
} finally {
  await browser.close();
}
