/** Escapes text for an HTML body or attribute: mails, and the storefront page's first view. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
