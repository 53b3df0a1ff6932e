import type { CONSOLE_API, ConsoleApiName } from '@mall/contract';

/**
 * The contract's path of a console call, as a type (like `ApiPath` for the buyers' API): a path that
 * leaves the console's route table fails to compile, while the table's zod schemas stay out of the bundle.
 */
export type ConsoleApiPath<N extends ConsoleApiName> = (typeof CONSOLE_API)[N]['path'];
