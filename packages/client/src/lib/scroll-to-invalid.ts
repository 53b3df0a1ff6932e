/** After a refused submit, brings the first field with a message into view, once the messages have rendered. */
export function scrollToFirstInvalid(): void {
  requestAnimationFrame(() =>
    document.querySelector('[aria-invalid="true"], [data-invalid="true"]')?.scrollIntoView({ block: 'center' }),
  );
}
