import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;

/**
 * A project's test files under the given folders (paths relative to its root, as its config's
 * include and exclude take them), split by whether their text matches `pattern`.
 */
export function testFilesBy(
  root: string,
  folders: string[],
  pattern: RegExp,
): { matching: string[]; others: string[] } {
  const files = folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => TEST_FILE.test(file))
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/'))),
  );
  const matching = files.filter((file) => pattern.test(readFileSync(path.join(root, file), 'utf8')));
  return { matching, others: files.filter((file) => !matching.includes(file)) };
}
