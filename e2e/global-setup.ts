import type { TestProject } from 'vitest/node';
import { makeDataDir, removeDataDir, startServer } from './fixtures/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the built server on a free port with an empty data directory; stops it after the run. */
export default async function setup(project: TestProject) {
  const dataDir = await makeDataDir();
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({ dataDir });
  } catch (error) {
    await removeDataDir(dataDir);
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);

  return async () => {
    await server.stop();
    await removeDataDir(dataDir);
  };
}
