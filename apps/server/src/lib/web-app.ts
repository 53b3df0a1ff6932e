import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  type Banner,
  CONSOLE_BASE_PATH,
  DESKTOP_BASE_PATH,
  DESKTOP_PAGES,
  H5_BASE_PATH,
  H5_FIRST_VIEW_TEXTS_FILE,
  H5_TEXTS_PRELOAD_FILE,
  isMobileUserAgent,
  type Locale,
  phoneRouteOf,
} from '@mall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { builtAssets } from './built-assets.js';
import { FIRST_VIEW_SCRIPT, FIRST_VIEW_SCRIPT_PATH, withFirstView } from './first-view.js';
import { requestLocale } from './locale.js';

interface BuiltApp {
  /** What the missing-build answer calls it: "The storefront", "The console". */
  title: string;
  /** `/h5/`, `/console/`: with the trailing slash. */
  basePath: string;
  distDir: string;
  /**
   * A path-routed app (the console) answers its index.html for every page path under its base, so a
   * reload or a bookmark of `/console/accounts` opens that page; missing files under assets/ stay 404.
   * A hash-routed app (the storefront) never needs it.
   */
  historyFallback: boolean;
}

/**
 * One Vite build under its base path. Vite puts content-hashed files in assets/, which may be cached
 * for good; index.html must be revalidated so a new deployment is picked up at once.
 */
async function registerBuiltApp(app: FastifyInstance, built: BuiltApp): Promise<boolean> {
  const { title, basePath, distDir } = built;
  const bare = basePath.slice(0, -1);
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, `${title} build not found; ${basePath} explains how to build it`);
    const explain = missingBuild(title, distDir);
    app.get(bare, explain);
    app.get(`${basePath}*`, explain);
    return false;
  }
  app.get(bare, (_req, reply) => reply.redirect(basePath, 301));
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        cacheControl: false,
        // The build writes .br and .gz beside each file (tools/precompress-plugin.ts).
        preCompressed: true,
        // Each build's static scope has its own; the reply decorator is needed by none.
        decorateReply: false,
        // The files named by hash, under assets/, have a route of their own below.
        setHeaders(reply) {
          reply.header('cache-control', 'no-cache');
        },
      });
      // The static plugin's own route reads every folder of a path on each request, to refuse
      // another spelling of a file's name: a millisecond or more for a folder of a thousand files.
      const sendAsset = builtAssets(path.join(distDir, 'assets'));
      scope.get<{ Params: { file: string } }>(
        '/assets/:file',
        async (req, reply) => (await sendAsset(req, reply, req.params.file)) ?? reply.callNotFound(),
      );
      if (!built.historyFallback) return;
      scope.setNotFoundHandler(async (req, reply) => {
        const isPage = req.method === 'GET' && !req.url.startsWith(`${basePath}assets/`);
        if (!isPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
        return sendIndex(reply, indexFile);
      });
    },
    { prefix: bare },
  );
  return true;
}

function missingBuild(title: string, distDir: string) {
  const missing = `${title} is not built (no index.html in ${distDir}). Run \`npm run build\` at the repository root, then restart the server.\n`;
  return (_req: unknown, reply: FastifyReply) =>
    reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(missing);
}

/** Read per request: a rebuild while the server runs is served at once, like the static files. */
async function sendIndex(reply: FastifyReply, indexFile: string) {
  const html = await readFile(indexFile);
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}

/**
 * The desktop site: its files under /desktop/, its pages at the desktop paths (`/` is its
 * workstation). A phone asking for one of them is sent to the same page of the storefront, with
 * the same query; the answer varies by User-Agent, so caches must keep the two apart.
 */
async function registerDesktopSite(app: FastifyInstance, distDir: string): Promise<void> {
  const title = 'The desktop site';
  const built = await registerBuiltApp(app, { title, basePath: DESKTOP_BASE_PATH, distDir, historyFallback: false });
  const indexFile = path.join(distDir, 'index.html');
  const explain = missingBuild(title, distDir);
  for (const { path: pagePath } of Object.values(DESKTOP_PAGES)) {
    app.get(pagePath, async (req, reply) => {
      reply.header('vary', 'User-Agent');
      if (isMobileUserAgent(req.headers['user-agent'])) {
        const search = req.url.slice(pagePath.length);
        return reply.redirect(`${H5_BASE_PATH}#${phoneRouteOf(pagePath, search)}`);
      }
      return built ? sendIndex(reply, indexFile) : explain(req, reply);
    });
  }
}

/**
 * The storefront's web app manifest in the caller's language (the `frontend_lang` cookie, else
 * Accept-Language), as every other text: the build writes one per language (docs/decisions/032).
 * The page links it with credentials, so the cookie comes along.
 */
function registerWebManifest(app: FastifyInstance, distDir: string): void {
  app.get(`${H5_BASE_PATH}manifest.webmanifest`, async (req, reply) => {
    const file = path.join(distDir, `manifest.${requestLocale(req)}.webmanifest`);
    const manifest = await readFile(file).catch(() => null);
    // A build from before the manifests: nothing to install, as before.
    if (manifest === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .send(manifest);
  });
}

/** The first banner showing now in a language, for the page's first view. */
export type FirstBanner = (locale: Locale) => Promise<Banner | undefined>;

/** A list the build writes per language; a build without it is served as it is. */
async function perLocale<T>(file: string, locale: Locale): Promise<T | undefined> {
  return readFile(file, 'utf8').then(
    (list) => (JSON.parse(list) as Partial<Record<string, T>>)[locale],
    () => undefined,
  );
}

/**
 * The storefront's page in the caller's language (the `frontend_lang` cookie, else Accept-Language,
 * as every text): `<html lang>` says it, the scripts of its texts are named for preloading, so that
 * they load alongside the shell's scripts rather than once those have run, and its first view (the
 * home page's top, lib/first-view.ts) is drawn in it, with the desktop site's link for a computer.
 */
function registerStorefrontPage(app: FastifyInstance, distDir: string, firstBanner: FirstBanner): void {
  const indexFile = path.join(distDir, 'index.html');
  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    const locale = requestLocale(req);
    const [html, scripts, texts, banner] = await Promise.all([
      readFile(indexFile, 'utf8'),
      perLocale<string[]>(path.join(distDir, H5_TEXTS_PRELOAD_FILE), locale),
      perLocale<Record<string, string>>(path.join(distDir, H5_FIRST_VIEW_TEXTS_FILE), locale),
      // The page opens without its banner rather than not at all when the database cannot answer.
      firstBanner(locale).catch(() => undefined),
    ]);
    const preloads = (scripts ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
    let body = html.replace(/<html lang="[^"]*">/, `<html lang="${locale}">`).replace('</head>', `${preloads}</head>`);
    if (texts) {
      body = withFirstView(body, { texts, banner, desktopLink: !isMobileUserAgent(req.headers['user-agent']) });
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language, User-Agent')
      .send(body);
  };
  app.get(H5_BASE_PATH, page);
  app.get(`${H5_BASE_PATH}index.html`, page);
  app.get(FIRST_VIEW_SCRIPT_PATH, (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(FIRST_VIEW_SCRIPT),
  );
}

/** The storefront at /h5/, the desktop site at the desktop paths and the operators' console at /console/. */
export async function registerWebApps(
  app: FastifyInstance,
  dirs: { webDistDir: string; consoleDistDir: string; desktopDistDir: string },
  firstBanner: FirstBanner,
): Promise<void> {
  await registerDesktopSite(app, dirs.desktopDistDir);
  const storefront = await registerBuiltApp(app, {
    title: 'The storefront',
    basePath: H5_BASE_PATH,
    distDir: dirs.webDistDir,
    historyFallback: false,
  });
  if (storefront) {
    registerStorefrontPage(app, dirs.webDistDir, firstBanner);
    registerWebManifest(app, dirs.webDistDir);
  }
  await registerBuiltApp(app, {
    title: 'The console',
    basePath: CONSOLE_BASE_PATH,
    distDir: dirs.consoleDistDir,
    historyFallback: true,
  });
}
