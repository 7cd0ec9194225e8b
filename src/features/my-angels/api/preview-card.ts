import { useMutation } from '@tanstack/react-query';
import type { CardPreview } from '@contract/angels.ts';
import { authClient } from '@/lib/auth/auth-client';
import { toBase64 } from '../model';

/** What importing this file would create and cost; the server stores and charges nothing. */
export async function previewCardFile(file: File): Promise<CardPreview> {
  const contentBase64 = toBase64(new Uint8Array(await file.arrayBuffer()));
  return authClient.post<CardPreview>('/my-angels/import/preview', {
    fileName: file.name,
    contentBase64,
  });
}

export function usePreviewCard() {
  return useMutation({ mutationFn: previewCardFile });
}
