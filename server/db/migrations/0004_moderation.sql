CREATE TABLE "agent_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" uuid NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_user_id" uuid,
	"case_id" uuid,
	"chat_hash" text,
	"message_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"source" text NOT NULL,
	"subject" text NOT NULL,
	"severity" text NOT NULL,
	"message_id" uuid,
	"excerpt" text NOT NULL,
	"spans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"note" text,
	"reporter_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"chat_id" uuid,
	"status" text DEFAULT 'new' NOT NULL,
	"source" text NOT NULL,
	"severity" text NOT NULL,
	"severity_rank" integer NOT NULL,
	"waiting_since" timestamp with time zone DEFAULT now() NOT NULL,
	"assignee_id" uuid,
	"claimed_at" timestamp with time zone,
	"resolution" text,
	"note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_cases_status_check" CHECK ("moderation_cases"."status" in ('new', 'open', 'resolved')),
	CONSTRAINT "moderation_cases_claim_check" CHECK (("moderation_cases"."status" = 'open') = ("moderation_cases"."assignee_id" is not null) or "moderation_cases"."status" = 'resolved')
);
--> statement-breakpoint
CREATE TABLE "violations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"case_id" uuid,
	"kind" text NOT NULL,
	"policy" text NOT NULL,
	"facts" text NOT NULL,
	"effect" text NOT NULL,
	"automated" boolean DEFAULT false NOT NULL,
	"days" integer,
	"decided_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"overturned_at" timestamp with time zone,
	"overturned_by" uuid,
	"overturn_reason" text,
	"lifted_at" timestamp with time zone,
	"lifted_by" uuid,
	"lift_reason" text,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "violations_kind_check" CHECK ("violations"."kind" in ('warning', 'suspension'))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "written_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "agent_notes" ADD CONSTRAINT "agent_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_notes" ADD CONSTRAINT "agent_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_flags" ADD CONSTRAINT "case_flags_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_flags" ADD CONSTRAINT "case_flags_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_flags" ADD CONSTRAINT "case_flags_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violations" ADD CONSTRAINT "violations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violations" ADD CONSTRAINT "violations_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violations" ADD CONSTRAINT "violations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violations" ADD CONSTRAINT "violations_overturned_by_users_id_fk" FOREIGN KEY ("overturned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violations" ADD CONSTRAINT "violations_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_notes_user_idx" ON "agent_notes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_notes_author_idx" ON "agent_notes" USING btree ("author_id") WHERE author_id is not null;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_user_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_case_idx" ON "audit_log" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_reads_idx" ON "audit_log" USING btree ("actor_id","chat_hash","created_at");--> statement-breakpoint
CREATE INDEX "case_flags_case_idx" ON "case_flags" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "case_flags_message_idx" ON "case_flags" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "case_flags_reporter_idx" ON "case_flags" USING btree ("reporter_id","created_at") WHERE reporter_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_one_open_per_chat" ON "moderation_cases" USING btree ("chat_id") WHERE status <> 'resolved' and chat_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_one_open_per_user_profile" ON "moderation_cases" USING btree ("user_id") WHERE status <> 'resolved' and chat_id is null;--> statement-breakpoint
CREATE INDEX "moderation_cases_queue_idx" ON "moderation_cases" USING btree ("severity_rank" DESC NULLS LAST,"waiting_since","id") WHERE status <> 'resolved';--> statement-breakpoint
CREATE INDEX "moderation_cases_resolved_idx" ON "moderation_cases" USING btree ("resolved_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'resolved';--> statement-breakpoint
CREATE INDEX "moderation_cases_assignee_idx" ON "moderation_cases" USING btree ("assignee_id") WHERE assignee_id is not null;--> statement-breakpoint
CREATE INDEX "moderation_cases_resolved_by_idx" ON "moderation_cases" USING btree ("resolved_by") WHERE resolved_by is not null;--> statement-breakpoint
CREATE INDEX "moderation_cases_user_idx" ON "moderation_cases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "violations_user_idx" ON "violations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "violations_recent_idx" ON "violations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "violations_decided_by_idx" ON "violations" USING btree ("decided_by") WHERE decided_by is not null;--> statement-breakpoint
CREATE INDEX "violations_overturned_by_idx" ON "violations" USING btree ("overturned_by") WHERE overturned_by is not null;--> statement-breakpoint
CREATE INDEX "violations_lifted_by_idx" ON "violations" USING btree ("lifted_by") WHERE lifted_by is not null;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_written_by_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_hidden_by_idx" ON "messages" USING btree ("hidden_by") WHERE hidden_by is not null;--> statement-breakpoint
CREATE INDEX "messages_written_by_idx" ON "messages" USING btree ("written_by") WHERE written_by is not null;--> statement-breakpoint
-- Insert-only: what an agent did is never changed or removed, whoever asks.
CREATE FUNCTION "audit_log_insert_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is insert-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_insert_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_insert_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_insert_only"();--> statement-breakpoint
-- Under the old rule a suspension in force with warning_counter at the threshold meant a closed
-- account; closed_at now says so.
UPDATE "users" SET "closed_at" = now()
  WHERE "warning_counter" >= 3 AND "suspended_until" > now();--> statement-breakpoint
-- warning_counter becomes the count of active violations: each warning counted before this log
-- existed becomes a violation of its own (the last one is the suspension in force, if any), so
-- no account's standing changes. Their details were never kept, and the statement says so
-- rather than invent a reason; the user is not notified of them again.
INSERT INTO "violations" ("user_id", "kind", "policy", "facts", "effect", "automated", "expires_at", "seen_at")
  SELECT u."id",
         CASE WHEN n = u."warning_counter" AND u."suspended_until" > now() THEN 'suspension' ELSE 'warning' END,
         'other',
         'Recorded before the moderation log existed; its details were not kept.',
         CASE
           WHEN n < u."warning_counter" OR u."suspended_until" IS NULL OR u."suspended_until" <= now()
             THEN 'Counts towards your warnings.'
           WHEN u."closed_at" IS NOT NULL THEN 'Your account is closed.'
           ELSE 'Your account is suspended until ' ||
                to_char(u."suspended_until" AT TIME ZONE 'UTC', 'FMDD FMMonth YYYY, HH24:MI') || ' UTC.'
         END,
         false, now() + interval '90 days', now()
  FROM "users" u, generate_series(1, u."warning_counter") AS n;
