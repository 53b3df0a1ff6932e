/** The time source of services, injectable so tests move time instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** YYYY-MM-DD of an instant, in UTC. */
export function isoDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}
