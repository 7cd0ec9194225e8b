import { createFileRoute } from '@tanstack/react-router';
import { useVars } from '@/features/vars/api/get-vars';
import { AppearancePicker } from '@/features/settings/components/appearance-picker';
import { DeleteAccount } from '@/features/settings/components/delete-account';
import { DownloadData } from '@/features/settings/components/download-data';
import { LogoutEverywhere } from '@/features/settings/components/logout-everywhere';
import { LinkRow, SettingsSection } from '@/features/settings/components/settings-section';
import {
  NotificationSettings,
  pushSupport,
} from '@/features/push/components/notification-settings';
import { DailyCapField } from '@/features/proactive/components/daily-cap-field';
import { useSession } from '@/lib/auth/session-store';

export const Route = createFileRoute('/_auth/settings/')({
  component: SettingsList,
});

function SettingsList() {
  const { user } = useSession();
  const { domainName } = useVars();
  // Logged out while here: the logout redirect is already taking the user home.
  if (!user) return null;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-8 py-6">
      <h1 className="font-display text-4xl font-semibold">Settings</h1>
      <SettingsSection title="Account">
        <LinkRow to="/settings/personal-details" label="Personal details" detail="Your avatar" />
        <LinkRow to="/settings/email" label="Email" detail={user.email} />
        <LinkRow to="/settings/password" label="Password" detail="Change your password" />
        <LinkRow
          to="/settings/account-status"
          label="Account status"
          detail="Warnings and suspensions, and why"
        />
        <LinkRow
          to="/settings/spending"
          label="Spending limits"
          detail="What you let yourself spend each month"
        />
      </SettingsSection>
      {pushSupport() !== 'unsupported' && (
        <SettingsSection title="Notifications">
          <NotificationSettings />
        </SettingsSection>
      )}
      <SettingsSection title="Appearance">
        <AppearancePicker />
      </SettingsSection>
      <SettingsSection title="Angels who write first">
        <DailyCapField userId={user.id} />
      </SettingsSection>
      <SettingsSection title="Privacy and data">
        <DownloadData userId={user.id} domainName={domainName} />
        <LogoutEverywhere userId={user.id} />
        <DeleteAccount userId={user.id} />
      </SettingsSection>
    </div>
  );
}
