import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor give the page 20 s rather than 1 s: on a two-core machine running a worker per
// core beside the browser journeys (at a lower priority than they), a portal drawn by React's
// scheduler (a dialog, a toast) or a validation message of antd's form can take seconds, and a
// lazily loaded dialog's first load over ten on a slow day. A guard against a hang, not a measure.
configure({ asyncUtilTimeout: 20_000 });

// Unmounting every rendered tree after each test stops React's scheduler from running a render
// after the test environment's window is gone.
afterEach(cleanup);
