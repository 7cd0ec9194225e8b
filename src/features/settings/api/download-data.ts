import { useMutation } from '@tanstack/react-query';
import type { AccountExport } from '@contract/settings.ts';
import { authClient } from '@/lib/auth/auth-client';

export function getAccountExport(userId: string): Promise<AccountExport> {
  return authClient.get<AccountExport>(`/users/${userId}/export`);
}

/** "angels-data-2026-11-22.json", as the server names the attachment (account-settings.ts). */
export function exportFileName(domainName: string, at = new Date()): string {
  const slug =
    domainName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'account';
  return `${slug}-data-${at.toISOString().slice(0, 10)}.json`;
}

/** Hands the data to the browser as a file download (a blob: no second request, no token in a URL). */
export function saveJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; a minute is plenty for slow disks.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadData(userId: string, domainName: string) {
  return useMutation({
    mutationFn: async () => saveJson(await getAccountExport(userId), exportFileName(domainName)),
  });
}
