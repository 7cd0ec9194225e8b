CREATE TABLE "reply_rating_counts" (
	"avatar_id" integer NOT NULL,
	"value" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reply_rating_counts_avatar_id_value_reason_pk" PRIMARY KEY("avatar_id","value","reason"),
	CONSTRAINT "reply_rating_counts_count_check" CHECK ("reply_rating_counts"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reply_ratings" (
	"message_id" uuid NOT NULL,
	"alternative" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"avatar_id" integer NOT NULL,
	"value" text NOT NULL,
	"reason" text,
	"note" text,
	"counted" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reply_ratings_message_id_alternative_pk" PRIMARY KEY("message_id","alternative"),
	CONSTRAINT "reply_ratings_value_check" CHECK ("reply_ratings"."value" in ('up', 'down')),
	CONSTRAINT "reply_ratings_reason_check" CHECK ("reply_ratings"."reason" is null or "reply_ratings"."value" = 'down')
);
--> statement-breakpoint
ALTER TABLE "reply_rating_counts" ADD CONSTRAINT "reply_rating_counts_avatar_id_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."avatars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_ratings" ADD CONSTRAINT "reply_ratings_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_ratings" ADD CONSTRAINT "reply_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_ratings" ADD CONSTRAINT "reply_ratings_avatar_id_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."avatars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reply_ratings_user_idx" ON "reply_ratings" USING btree ("user_id");