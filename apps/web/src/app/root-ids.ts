import { options } from 'preact';

/** Preact's private names (its build mangles them): the root hook, and a vnode's `useId` counter. */
type RootHook = (vnode: { __m?: [number, number] } | null, parent: Element | DocumentFragment) => void;
const hooks = options as typeof options & { __?: RootHook };

let roots = 0;
const previous = hooks.__;

/**
 * Preact numbers `useId` from zero in every render root, and antd-mobile renders each dialog and
 * toast in a root of its own: a field in a dialog could get the page's id, and a label of the page
 * would then name it. Each root counts under a number of its own instead.
 */
hooks.__ = (vnode, parent) => {
  if (vnode) {
    roots += 1;
    vnode.__m = [roots, 0];
  }
  previous?.(vnode, parent);
};
