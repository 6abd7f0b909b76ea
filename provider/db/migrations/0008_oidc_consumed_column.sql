ALTER TABLE "oidc_models" ADD COLUMN "consumed" integer;--> statement-breakpoint
-- Room on each page for the consumed mark, so marking a token stays on its page.
ALTER TABLE "oidc_models" SET (fillfactor = 80);
