ALTER TABLE "schools" ADD COLUMN "short_name" text;
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "address" text;
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "registry_id" text;
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "confirmed" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "school_id" bigint;
--> statement-breakpoint
CREATE INDEX "schools_confirmed_idx" ON "schools" USING btree ("confirmed");
--> statement-breakpoint
CREATE INDEX "users_school_idx" ON "users" USING btree ("school_id");
--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_registry_id_unique" UNIQUE("registry_id");
