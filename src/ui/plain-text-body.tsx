/** Text split into paragraphs on blank lines, rendered as text (never as HTML). */
export function PlainTextBody({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <div className="prose">
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph.replace(/^#+\s*/, '')}</p>
      ))}
    </div>
  );
}
