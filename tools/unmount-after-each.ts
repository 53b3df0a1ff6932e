import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unmounting every rendered tree after each test stops React's scheduler from running a render
// after the test environment's window is gone.
afterEach(cleanup);
