CREATE TABLE "notification_digests" (
	"user_id" integer NOT NULL,
	"digest_on" date NOT NULL,
	"outbox_email_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_digests_user_id_digest_on_pk" PRIMARY KEY("user_id","digest_on")
);
--> statement-breakpoint
ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
