CREATE TABLE "proactive_chats" (
	"chat_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"enabled" boolean NOT NULL,
	"per_day" integer NOT NULL,
	"wake_start" integer NOT NULL,
	"wake_end" integer NOT NULL,
	"waking_day" text,
	"day_count" integer DEFAULT 0 NOT NULL,
	"last_message_id" uuid,
	"last_sent_at" timestamp with time zone,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proactive_chats_per_day_check" CHECK ("proactive_chats"."per_day" between 1 and 24),
	CONSTRAINT "proactive_chats_wake_check" CHECK ("proactive_chats"."wake_start" between 0 and 1439 and "proactive_chats"."wake_end" between 0 and 1439)
);
--> statement-breakpoint
CREATE TABLE "proactive_prefs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"daily_cap" integer NOT NULL,
	"time_zone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proactive_prefs_cap_check" CHECK ("proactive_prefs"."daily_cap" >= 0)
);
--> statement-breakpoint
CREATE TABLE "proactive_sends" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"chat_id" uuid NOT NULL,
	"local_day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proactive_chats" ADD CONSTRAINT "proactive_chats_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proactive_chats" ADD CONSTRAINT "proactive_chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proactive_prefs" ADD CONSTRAINT "proactive_prefs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proactive_sends" ADD CONSTRAINT "proactive_sends_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proactive_sends" ADD CONSTRAINT "proactive_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proactive_sends" ADD CONSTRAINT "proactive_sends_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proactive_chats_due_idx" ON "proactive_chats" USING btree ("next_check_at") WHERE enabled;--> statement-breakpoint
CREATE INDEX "proactive_chats_user_idx" ON "proactive_chats" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "proactive_sends_user_day_idx" ON "proactive_sends" USING btree ("user_id","local_day");