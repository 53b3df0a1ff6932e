// Runs a built entry point in the foreground and passes stop signals on, so it can shut down cleanly.
import { spawn } from 'node:child_process';

export function runNode(entry, args) {
  const child = spawn(process.execPath, [entry, ...args], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
