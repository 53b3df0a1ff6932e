const KIB = 1024;
const MIB = 1024 * KIB;

/** A file's size as a picker shows it: whole KB below a megabyte (at least 1), MB with one decimal above. */
export function fileSizeText(bytes: number): string {
  return bytes < MIB ? `${Math.max(1, Math.round(bytes / KIB))} KB` : `${(bytes / MIB).toFixed(1)} MB`;
}
