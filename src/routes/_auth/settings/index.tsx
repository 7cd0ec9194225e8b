import { Link, createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/settings/')({
  component: SettingsList,
});

function SettingsList() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 py-6">
      <h1 className="font-display text-4xl font-semibold">Settings</h1>
      <ul className="flex flex-col overflow-hidden rounded-3xl border border-line bg-surface">
        <li>
          <Link
            to="/settings/personal-details"
            className="flex min-h-14 items-center justify-between px-6 text-lg hover:bg-raised"
          >
            Personal details
            <span aria-hidden="true">›</span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
