/** What the ladder says the action means, before the agent acts; read out when it changes. */
export function LadderPreview({ lines, grave }: { lines: readonly string[]; grave: boolean }) {
  return (
    <div
      aria-live="polite"
      data-testid="ladder-preview"
      className={`rounded-xl border p-3 text-sm ${grave ? 'border-danger/60 bg-danger/10 font-semibold text-fg' : 'border-line bg-raised text-fg'}`}
    >
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
