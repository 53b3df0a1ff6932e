import type { TestProject } from 'vitest/node';
import { CONSOLE_SEED_PRODUCTS } from './fixtures/console';
import { makeTemplates, removeDataDir, seededDataDir, startServer } from './fixtures/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Makes the seeded data directories the journeys' servers start from, then starts the built
 * server on a free port over a copy of the demo catalogue; stops it after the run.
 */
export default async function setup(project: TestProject) {
  const removeTemplates = await makeTemplates([undefined, CONSOLE_SEED_PRODUCTS]);
  const dataDir = await seededDataDir();
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({ dataDir });
  } catch (error) {
    await removeDataDir(dataDir);
    await removeTemplates();
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);

  return async () => {
    await server.stop();
    await removeDataDir(dataDir);
    await removeTemplates();
  };
}
