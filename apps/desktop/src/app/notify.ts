/**
 * A short message in antd's style. Its code loads with the first message: most visits to the shop's
 * pages never show one, and messages would otherwise weigh on every first page.
 */
export function notify(kind: 'success' | 'warning' | 'error', text: string): void {
  void import('antd/es/message').then(({ default: message }) => message[kind](text));
}
