import { afterAll } from 'vitest';

/** Longer than the longest delayed update of the console's libraries (pro-layout's menu: 400 ms). */
const LATE_TIMER_MS = 600;

// pro-layout's menu sets its state 400 ms after a render, unmounted or not; letting such timers run
// while the test file's window still exists keeps them from failing with "window is not defined".
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, LATE_TIMER_MS)));
