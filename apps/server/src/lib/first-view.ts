import { createHash } from 'node:crypto';
import {
  API_READ_HEADERS,
  type Banner,
  EARLY_READ_RULES,
  EARLY_READS_GLOBAL,
  earlyPictures,
  earlyReadUrl,
  H5_BASE_PATH,
  H5_FIRST_VIEW_CLASS,
  H5_FIRST_VIEW_TEXT_MARK,
  PAGES,
  PICTURE_PLACES,
  pictureSources,
  pictureSourcesBy,
  STORAGE_KEYS,
} from '@mall/contract';
import { escapeHtml } from './escape-html.js';

/**
 * The storefront's page draws the top of the home page from its HTML alone (docs/decisions/058):
 * the header with the mall's name and the search box, and the first banner, in the reader's
 * language, where the app draws them once its scripts have run. The page is the same address for
 * every storefront page (`/h5/#/pages/...`), and only the browser knows the part after `#`: this
 * script, run before the first paint, leaves the first view out when that names another page,
 * which then opens on the mall's mark as before. It is a file of its own, as every script is (the
 * Content-Security-Policy allows no inline one), asked for ahead of the stylesheet that the first
 * paint waits for anyway.
 */
const FIRST_VIEW_PART = `(function(){var p=location.hash.replace(/^#/,'').split('?')[0];if(p&&p!=='/'&&p!==${JSON.stringify(PAGES.home.route)})document.documentElement.classList.remove(${JSON.stringify(H5_FIRST_VIEW_CLASS)})})();`;

/**
 * The same script starts the first read of a product or results address (docs/decisions/059),
 * which the app takes once its scripts have run: asked for after the scripts, the read and then its
 * picture waited for them. Once the answer is in, it asks for the pictures the page opens with
 * (decision 061), as the page's `<img>` will: the largest paint of either page is one of them. A
 * browser that stores nothing (a private window may refuse) asks as the app then does.
 */
const EARLY_READ_PART = `(function(){try{var r=${JSON.stringify(EARLY_READ_RULES)},u=(${earlyReadUrl.toString()})(location.hash,localStorage.getItem(${JSON.stringify(STORAGE_KEYS.shopCurrency)}),r);if(!u)return;var a=fetch(u,{headers:${JSON.stringify(API_READ_HEADERS)},credentials:'same-origin'});(window[${JSON.stringify(EARLY_READS_GLOBAL)}]={})[u]=a;a.then(function(s){return s.ok?s.clone().json():null}).then(function(b){(${earlyPictures.toString()})(u,b,r,${pictureSourcesBy.toString()}).forEach(function(p){var l=document.createElement('link');l.rel='preload';l.as='image';l.href=p.src;if(p.srcSet){l.setAttribute('imagesrcset',p.srcSet);l.setAttribute('imagesizes',p.sizes)}l.setAttribute('fetchpriority','high');document.head.appendChild(l)})}).catch(function(){})}catch(e){}})();`;

export const FIRST_VIEW_SCRIPT = `${FIRST_VIEW_PART}\n${EARLY_READ_PART}\n`;

/** The script's address, named by its content: it may be kept for good. */
export const FIRST_VIEW_SCRIPT_PATH = `${H5_BASE_PATH}first-view.${createHash('sha256').update(FIRST_VIEW_SCRIPT).digest('hex').slice(0, 12)}.js`;

const BANNER_MARK = '<!--first-view:banner-->';

/** The banner's picture at the width the home page's carousel draws it. */
function bannerPicture(banner: Banner) {
  const { sizes: slot, fallback } = PICTURE_PLACES.wide;
  return pictureSources(banner.image, slot, fallback);
}

/**
 * The banner's picture asked for ahead of the stylesheet and the scripts: found only in the body, it
 * waited behind twenty module preloads for one of HTTP/1.1's six connections.
 */
function bannerPreload(banner: Banner): string {
  const { src, srcSet, sizes } = bannerPicture(banner);
  const choice = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes ?? '')}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${choice} fetchpriority="high">`;
}

/** The banner as the home page's carousel draws its first slide. */
function bannerHtml(banner: Banner): string {
  const { src, srcSet, sizes } = bannerPicture(banner);
  const picture = [
    `src="${escapeHtml(src)}"`,
    srcSet ? `srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(sizes ?? '')}"` : '',
    'width="750" height="300" alt="" fetchpriority="high"',
  ]
    .filter(Boolean)
    .join(' ');
  const subtitle = banner.subtitle ? `<span>${escapeHtml(banner.subtitle)}</span>` : '';
  return `<div class="fv-banner"><img ${picture}><span class="fv-caption"><strong>${escapeHtml(banner.title)}</strong>${subtitle}</span></div>`;
}

export interface FirstView {
  /** The texts index.html names, in the reader's language (the build's `first-view-texts.json`). */
  texts: Record<string, string>;
  /** The first banner showing now, if any. */
  banner: Banner | undefined;
  /** The reader is on a computer, where the app's pages lead to the desktop site first. */
  desktopLink: boolean;
}

/**
 * The storefront's page with its first view filled in, shown by the class on `<html>`. A page whose
 * build names a text the list lacks is left as it was: the mark shows, as without a first view.
 */
export function withFirstView(html: string, view: FirstView): string {
  const names = [...html.matchAll(H5_FIRST_VIEW_TEXT_MARK)].map((match) => match[1] as string);
  if (names.some((name) => view.texts[name] === undefined)) return html;
  const classes = view.desktopLink ? `${H5_FIRST_VIEW_CLASS} shows-desktop-link` : H5_FIRST_VIEW_CLASS;
  return (
    html
      .replace(H5_FIRST_VIEW_TEXT_MARK, (_mark, name: string) => escapeHtml(view.texts[name] as string))
      .replace(BANNER_MARK, view.banner ? bannerHtml(view.banner) : '')
      .replace(/<html( [^>]*)?>/, (tag) => tag.replace('<html', `<html class="${classes}"`))
      // Ahead of the stylesheet: a script after one waits for it to load, and the page with it.
      .replace(
        '<head>',
        `<head><script src="${FIRST_VIEW_SCRIPT_PATH}"></script>${view.banner ? bannerPreload(view.banner) : ''}`,
      )
  );
}
