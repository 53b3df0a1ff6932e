/**
 * Loading placeholders drawn as antd's active Skeleton, in plain markup: they stand on the first
 * pages, which load no antd component until the buyer uses one.
 */
export function Placeholder({ className }: { className?: string }) {
  return <div className={className ? `placeholder ${className}` : 'placeholder'} aria-hidden="true" />;
}

/** Lines of text to come, the last one shorter. */
export function PlaceholderLines({ rows }: { rows: number }) {
  return (
    <div className="placeholder-lines" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <div key={i} className="placeholder" />
      ))}
    </div>
  );
}
