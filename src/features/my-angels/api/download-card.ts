import { ApiRequestError, CLIENT_ERROR_CODES } from '@/lib/api-client';
import { refusal } from '@/lib/auth/auth-client';
import { getAccessToken } from '@/lib/auth/token-refresh';
import { cardFileName, type CardFormat } from '../model';

/** The card file as the server writes it (the JSON clients cannot read a PNG: fetched by hand). */
export async function fetchCard(id: number, format: CardFormat) {
  const headers = { Authorization: `Bearer ${await getAccessToken()}` };
  let response: Response;
  try {
    response = await fetch(`/api/my-angels/${id}/card.${format}`, { headers });
  } catch {
    throw new ApiRequestError(
      'The network is unavailable. Check your connection.',
      0,
      CLIENT_ERROR_CODES.network,
    );
  }
  if (!response.ok) throw await refusal(response);
  const fileName = cardFileName(response.headers.get('content-disposition'), format);
  return { blob: await response.blob(), fileName };
}

/** Saves a file the way a download link does: a temporary object URL on an <a download>. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: let go of it on the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
