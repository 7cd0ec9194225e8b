/**
 * The catalogue reads' URLs, built in one place: the app requests them and the server hints
 * them in the page it serves (server/first-load), and a preload is only used when both ask for
 * the very same URL. Paths are under the API's base (`/api`), as the app's API client takes
 * them. Zod-free: the browser imports it.
 */

export const API_BASE = '/api';

/** One page of the catalogue, as the discover filters ask for it (ethnicities comma-separated). */
export type AvatarListParams = {
  gender: string;
  minAge: number;
  maxAge: number;
  ethnicity?: string;
  page: number;
  pageSize: number;
};

/** `/avatars?gender=…&minAge=…&maxAge=…[&ethnicity=…]&page=…&pageSize=…`, always in this order. */
export function avatarListPath({
  gender,
  minAge,
  maxAge,
  ethnicity,
  page,
  pageSize,
}: AvatarListParams): string {
  const query = new URLSearchParams({ gender, minAge: String(minAge), maxAge: String(maxAge) });
  if (ethnicity) query.set('ethnicity', ethnicity);
  query.set('page', String(page));
  query.set('pageSize', String(pageSize));
  return `/avatars?${query.toString()}`;
}

/** One Angel's profile. */
export const avatarPath = (id: number): string => `/avatars/${id}`;
