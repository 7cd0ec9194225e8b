import type { LoggedUser } from '@/lib/auth/session-store';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import { AvatarForm } from './avatar-form';
import { PasswordForm } from './password-form';

const sectionClass = 'flex flex-col gap-4 rounded-3xl border border-line bg-surface p-6';

export function PersonalDetails({ user }: { user: LoggedUser }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 py-6">
      <h1 className="font-display text-4xl font-semibold">Personal details</h1>
      <dl className={sectionClass}>
        <dt className="text-sm text-muted">Email</dt>
        <dd className="-mt-3 text-lg">{user.email}</dd>
      </dl>
      <div className={sectionClass}>
        <h2 className="font-display text-2xl font-semibold">Your avatar</h2>
        <AvatarForm
          userId={user.id}
          initialName={user.avatar?.name ?? ''}
          initialImageUrl={user.avatar?.imageUrl}
          submitLabel="Save"
          onSaved={() =>
            toast.add({ severity: 'success', summary: 'Avatar saved', life: DEFAULT_TOAST_LIFE })
          }
        />
      </div>
      <div className={sectionClass}>
        <h2 className="font-display text-2xl font-semibold">Password</h2>
        <PasswordForm userId={user.id} />
      </div>
    </section>
  );
}
