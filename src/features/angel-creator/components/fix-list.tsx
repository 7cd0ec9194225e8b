import { LOOK_LABELS, type LookField } from '@/components/portrait/look-picker';
import { TEXT_LABELS, type FieldErrors } from '../model';

const LABELS: Record<string, string> = {
  ...TEXT_LABELS,
  name: 'Name',
  gender: 'Gender',
  age: 'Age',
  ethnicity: 'Ethnicity',
  traits: 'Traits',
  interests: 'Interests',
  relationship: 'Relationship to you',
  tone: 'How they talk',
};

const labelOf = (field: string) =>
  field.startsWith('look.')
    ? (LOOK_LABELS[field.slice(5) as LookField] ?? field)
    : (LABELS[field] ?? field);

type FixListProps = { errors: FieldErrors; onGo: (field: string) => void };

/** What stands between the user and their Angel, each problem one tap from its field. */
export function FixList({ errors, onGo }: FixListProps) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-2xl border border-danger p-4">
      <p className="text-sm font-semibold text-fg">
        {entries.length === 1 ? 'One thing needs a fix:' : `${entries.length} things need a fix:`}
      </p>
      <ul className="flex flex-col gap-1 text-sm">
        {entries.map(([field, message]) => (
          <li key={field}>
            <button
              type="button"
              onClick={() => onGo(field)}
              className="min-h-11 text-left font-medium text-danger underline"
            >
              {labelOf(field)}: {message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
