import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor give the page 5 s rather than 1 s: on a two-core machine running a worker per
// core, a portal drawn by React's scheduler (a dialog, a toast) can take longer than a second.
configure({ asyncUtilTimeout: 5_000 });

// Unmounting every rendered tree after each test stops React's scheduler from running a render
// after the test environment's window is gone.
afterEach(cleanup);
