import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint: a file that opens with it has all its functions compiled while the
 * script streams in, on a background thread, instead of each one on the main thread at its first
 * call (https://v8.dev/blog/explicit-compile-hints). It must be the file's first line.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Opens every script of the build with the compile hint. A page's scripts run most of their
 * functions as the page first draws, and each first call compiled on the main thread was the
 * larger part of the storefront's blocking time on a phone (docs/decisions/064). Added once the
 * chunks are minified, which would drop the comment.
 */
export function compileHints(): Plugin {
  return {
    name: 'mall-compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own additions to the chunks (the preload list opening the entry).
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk') chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}
