type NoteFieldProps = {
  /** The dialog's own id: the field and its counter derive theirs from it. */
  id: string;
  label: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
};

/**
 * An optional note in a chat dialog (a report, a rating), with a live count. A note over `max`
 * stays as typed (nothing the user wrote is cut) and the counter says to shorten it.
 */
export function NoteField({ id, label, value, max, onChange }: NoteFieldProps) {
  const tooLong = value.length > max;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-note`} className="text-sm font-medium text-fg">
        {label}
      </label>
      <textarea
        id={`${id}-note`}
        value={value}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={tooLong || undefined}
        aria-describedby={`${id}-count`}
        className="min-h-11 resize-y rounded-xl border border-line bg-raised px-3 py-2 text-fg outline-none focus-visible:border-accent aria-invalid:border-danger"
      />
      <p
        id={`${id}-count`}
        className={`text-right text-xs ${tooLong ? 'font-medium text-danger' : 'text-muted'}`}
      >
        {tooLong
          ? `${value.length} / ${max} characters: please shorten the note.`
          : `${value.length} / ${max} characters`}
      </p>
    </div>
  );
}
