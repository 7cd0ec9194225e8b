import { REPORT_REASON_LABELS } from '@contract/constants.ts';
import type { CaseFlag } from '@contract/moderation.ts';
import { exactTime } from '@/features/admin/model';
import { FlaggedText } from '../flagged-text';
import { SeverityBadge } from '../severity-badge';

/** Why the case exists: each filter match and report, newest first, with what was flagged. */
export function CaseFlags({ flags }: { flags: readonly CaseFlag[] }) {
  const ordered = [...flags].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <ol aria-label="Flags" className="flex flex-col gap-2">
      {ordered.map((flag) => (
        <li
          key={flag.id}
          className="flex flex-col gap-1.5 rounded-xl border border-line/70 bg-raised/50 p-3 text-sm"
        >
          <p className="flex flex-wrap items-center gap-2">
            <SeverityBadge severity={flag.severity} />
            <span className="font-semibold">
              {flag.source === 'filter'
                ? 'Content filter'
                : `Report: ${flag.reason ? REPORT_REASON_LABELS[flag.reason] : 'no reason'}`}
            </span>
            <time dateTime={flag.createdAt} className="text-xs text-muted">
              {exactTime(flag.createdAt)}
            </time>
          </p>
          {flag.subject === 'avatar-name' && (
            <p className="text-xs text-muted">The user's avatar name</p>
          )}
          {flag.subject === 'angel' && (
            <p className="text-xs text-muted">An Angel the user created or imported</p>
          )}
          {flag.excerpt && (
            <blockquote className="border-l-2 border-line pl-3 break-words whitespace-pre-wrap">
              <FlaggedText text={flag.excerpt} spans={flag.spans} />
            </blockquote>
          )}
          {flag.note && <p className="text-muted">Note: “{flag.note}”</p>}
          {flag.reporter && <p className="text-xs text-muted">Reported by {flag.reporter.email}</p>}
        </li>
      ))}
    </ol>
  );
}
