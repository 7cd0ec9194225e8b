import { SEVERITY_LABELS, type Severity } from '@contract/constants.ts';

// Colour repeats what the word says (never the only cue); each pair keeps AA contrast on both
// themes' surfaces. Gold text alone is just short of 4.5:1 on the light theme's raised panels:
// a quarter of the text colour mixed in darkens it there (and lightens it on the dark theme).
const tones: Record<Severity, string> = {
  severe: 'bg-danger/15 text-danger ring-danger/50',
  high: 'bg-gold/15 text-[color-mix(in_oklab,var(--color-gold)_75%,var(--color-fg))] ring-gold/40',
  medium: 'bg-accent/15 text-accent ring-accent/40',
  low: 'bg-raised text-muted ring-line',
};

export function SeverityBadge({ severity }: { severity: Severity }) {
  return (
    <span
      data-severity={severity}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ring-1 ${tones[severity]}`}
    >
      {SEVERITY_LABELS[severity]}
    </span>
  );
}
