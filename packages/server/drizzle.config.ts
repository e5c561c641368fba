import { defineConfig } from 'drizzle-kit';

// One set of migrations for both drivers (PGlite and PostgreSQL speak the same SQL): generate
// with `pnpm --filter @shipdeck/server db:generate`; main.ts applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  // Quotes and seeds (schema.ts); accounts, sessions, recovery codes and the audit log (accountSchema.ts).
  schema: ['./src/db/schema.ts', './src/db/accountSchema.ts'],
  out: './drizzle',
});
