/**
 * What each front end shows around a call: the storefront wires antd-mobile's Toast and Modal, the
 * desktop site and the console antd's. Until wired, calls run without any of it.
 */
export interface ClientHooks {
  /** `true` when the first of the pending calls starts, `false` when the last one has ended. */
  onLoading: (active: boolean) => void;
  /** A failure to tell the user: `fail` for transport faults, `notice` for a business result. */
  onError: (text: string, tone: 'fail' | 'notice') => void;
  /** A confirmation of a completed action (added to the cart, quotation requested). */
  onSuccess: (text: string) => void;
  /** A 401: the user has to log in (SPEC sections 4 and 8). */
  onLoginRequired: () => void;
}

const none = () => {};
let hooks: ClientHooks = { onLoading: none, onError: none, onSuccess: none, onLoginRequired: none };

export function configureClient(wired: Partial<ClientHooks>): void {
  hooks = { ...hooks, ...wired };
}

export function clientHooks(): ClientHooks {
  return hooks;
}
