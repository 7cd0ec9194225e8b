import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { avatars } from '../schema.ts';
import { buildCatalogue } from './catalogue.ts';

/** Insert the demo catalogue if the avatars table is empty; returns how many were added. */
export async function seedIfEmpty(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(avatars);
  if ((row?.n ?? 0) > 0) return 0;
  const rows = buildCatalogue();
  await db.insert(avatars).values(rows);
  return rows.length;
}
