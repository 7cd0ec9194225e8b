CREATE TABLE "chat_avatars" (
	"chat_id" uuid NOT NULL,
	"avatar_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "chat_avatars_chat_id_position_pk" PRIMARY KEY("chat_id","position"),
	CONSTRAINT "chat_avatars_once" UNIQUE("chat_id","avatar_id")
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"one_avatar_id" integer,
	"rotation" integer DEFAULT 0 NOT NULL,
	"last_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chats_chat_hash_unique" UNIQUE("chat_hash"),
	CONSTRAINT "chats_type_check" CHECK ("chats"."type" in ('ONE', 'GROUP')),
	CONSTRAINT "chats_one_avatar_check" CHECK (("chats"."type" = 'ONE') = ("chats"."one_avatar_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chat_id" uuid NOT NULL,
	"avatar_id" integer,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"reply_to" uuid,
	"error" text,
	"charged" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_status_check" CHECK ("messages"."status" in ('SENT', 'QUEUED', 'STREAMING', 'COMPLETE', 'STOPPED', 'FAILED')),
	CONSTRAINT "messages_charged_check" CHECK ("messages"."charged" >= 0)
);
--> statement-breakpoint
ALTER TABLE "chat_avatars" ADD CONSTRAINT "chat_avatars_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_avatars" ADD CONSTRAINT "chat_avatars_avatar_id_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."avatars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_one_avatar_id_avatars_id_fk" FOREIGN KEY ("one_avatar_id") REFERENCES "public"."avatars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_avatar_id_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."avatars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chats_one_per_avatar" ON "chats" USING btree ("user_id","one_avatar_id") WHERE type = 'ONE';--> statement-breakpoint
CREATE INDEX "chats_user_updated_idx" ON "chats" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_chat_seq_idx" ON "messages" USING btree ("chat_id","seq");--> statement-breakpoint
CREATE INDEX "messages_reply_to_idx" ON "messages" USING btree ("reply_to");--> statement-breakpoint
CREATE INDEX "messages_open_idx" ON "messages" USING btree ("chat_id") WHERE status in ('QUEUED', 'STREAMING');