import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @netzero/server` writes a new SQL migration after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/persistence/schema.ts',
  out: './drizzle',
});
