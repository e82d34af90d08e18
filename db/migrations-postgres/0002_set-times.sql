CREATE TABLE "set_times" (
	"user_id" bigint NOT NULL,
	"item" text NOT NULL,
	"set_at" text NOT NULL,
	"client_id" text NOT NULL,
	CONSTRAINT "set_times_user_id_item_pk" PRIMARY KEY("user_id","item")
);

--> statement-breakpoint
ALTER TABLE "set_times" ADD CONSTRAINT "set_times_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
