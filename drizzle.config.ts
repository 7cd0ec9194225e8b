import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; the server applies them on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/tables/*.ts',
  out: './server/db/migrations',
});
