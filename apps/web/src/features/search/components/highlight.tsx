/** The text with the typed part in bold, wherever it occurs (case ignored); pinyin hits show plain. */
export function Highlight({ text, typed }: { text: string; typed: string }) {
  const needle = typed.trim().toLowerCase();
  const at = needle === '' ? -1 : text.toLowerCase().indexOf(needle);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + needle.length)}</mark>
      {text.slice(at + needle.length)}
    </>
  );
}
