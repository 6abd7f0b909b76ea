import { defineConfig } from "drizzle-kit";

// The storefront's own database (contact messages); the provider's is drizzle.config.ts.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
