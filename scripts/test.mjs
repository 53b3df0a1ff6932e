// The unit and API tests beside the build and the browser journeys, as one command. A journey spends
// much of its time waiting on its browser and server, so the unit tests take the cores it leaves,
// at a lower priority so that the journeys' waits stay as short as when they run alone. The unit
// run's output is kept and printed whole once it ends; the journeys' is shown as it comes.
import { spawn } from 'node:child_process';

/** Runs an npm script: its exit code, and its output when `keep` (else it goes straight through). */
function npmRun(script, { nice = false, keep = false } = {}) {
  const command = nice ? 'nice' : 'npm';
  const args = nice ? ['-n', '10', 'npm', 'run', '--silent', script] : ['run', '--silent', script];
  const child = spawn(command, args, { stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const output = [];
  if (keep) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(output) }));
  });
}

const started = Date.now();
const unit = npmRun('test:unit', { nice: true, keep: true }).then((result) => {
  process.stdout.write(`\n── unit and API tests (${Math.round((Date.now() - started) / 1000)} s) ──\n`);
  process.stdout.write(result.output);
  return result.code;
});
const journeys = npmRun('test:e2e').then((result) => result.code);

const codes = await Promise.all([unit, journeys]);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
