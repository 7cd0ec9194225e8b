CREATE TABLE "chat_memory" (
	"chat_id" uuid PRIMARY KEY NOT NULL,
	"summary" text,
	"summarised_through" bigint DEFAULT 0 NOT NULL,
	"learned_through" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memory_facts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "memory_facts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" uuid,
	"user_id" uuid NOT NULL,
	"avatar_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"author" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"source_message_id" uuid,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', text)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memory_facts_client_id_unique" UNIQUE("client_id"),
	CONSTRAINT "memory_facts_once" UNIQUE("user_id","avatar_id","text"),
	CONSTRAINT "memory_facts_kind_check" CHECK ("memory_facts"."kind" in ('name', 'person', 'work', 'place', 'like', 'dislike', 'plan', 'remember', 'other')),
	CONSTRAINT "memory_facts_author_check" CHECK ("memory_facts"."author" in ('learned', 'user'))
);
--> statement-breakpoint
CREATE TABLE "memory_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "memory_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"chat_id" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "memory_jobs_once" UNIQUE("kind","chat_id"),
	CONSTRAINT "memory_jobs_kind_check" CHECK ("memory_jobs"."kind" in ('learn', 'summarise'))
);
--> statement-breakpoint
CREATE TABLE "memory_uses" (
	"reply_id" uuid NOT NULL,
	"fact_id" integer NOT NULL,
	CONSTRAINT "memory_uses_reply_id_fact_id_pk" PRIMARY KEY("reply_id","fact_id")
);
--> statement-breakpoint
ALTER TABLE "chat_memory" ADD CONSTRAINT "chat_memory_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_facts" ADD CONSTRAINT "memory_facts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_facts" ADD CONSTRAINT "memory_facts_avatar_id_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."avatars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_facts" ADD CONSTRAINT "memory_facts_source_message_id_messages_id_fk" FOREIGN KEY ("source_message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_jobs" ADD CONSTRAINT "memory_jobs_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_uses" ADD CONSTRAINT "memory_uses_reply_id_messages_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_uses" ADD CONSTRAINT "memory_uses_fact_id_memory_facts_id_fk" FOREIGN KEY ("fact_id") REFERENCES "public"."memory_facts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memory_facts_owner_idx" ON "memory_facts" USING btree ("user_id","avatar_id","created_at");--> statement-breakpoint
CREATE INDEX "memory_facts_search_idx" ON "memory_facts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "memory_facts_source_idx" ON "memory_facts" USING btree ("source_message_id") WHERE source_message_id is not null;--> statement-breakpoint
CREATE INDEX "memory_jobs_chat_idx" ON "memory_jobs" USING btree ("chat_id");--> statement-breakpoint
CREATE INDEX "memory_uses_fact_idx" ON "memory_uses" USING btree ("fact_id");