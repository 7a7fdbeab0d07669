CREATE TABLE "pending_photos" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_photos" ADD CONSTRAINT "pending_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_photos_user_idx" ON "pending_photos" USING btree ("user_id");