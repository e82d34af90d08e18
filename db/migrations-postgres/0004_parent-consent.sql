ALTER TABLE "users" ADD COLUMN "parent_name" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "parent_contact" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "parent_consent_at" text;
