import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor give the page 10 s rather than 1 s: on a two-core machine running a worker per
// core beside the browser journeys (at a lower priority than they), a portal drawn by React's
// scheduler (a dialog, a toast) or a validation message of antd's form can take seconds.
configure({ asyncUtilTimeout: 10_000 });

// Unmounting every rendered tree after each test stops React's scheduler from running a render
// after the test environment's window is gone. A dialog or toast shown imperatively lives outside
// those trees, in the body, until its closing animation ends: left there, the next test found the
// closing dialog's "Approve" before its own page's and clicked a dialog already answered.
// A test file run without a DOM (and this file's own type check) has no document.
const page = globalThis as { document?: { body: { replaceChildren(): void } } };
afterEach(() => {
  cleanup();
  page.document?.body.replaceChildren();
});
