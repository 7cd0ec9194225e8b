CREATE TABLE "history_revisions" (
	"chat_id" uuid PRIMARY KEY NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "chats_one_per_avatar";--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "deletion_id" uuid;--> statement-breakpoint
ALTER TABLE "history_revisions" ADD CONSTRAINT "history_revisions_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chats_deleted_idx" ON "chats" USING btree ("deleted_at") WHERE deleted_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chats_one_per_avatar" ON "chats" USING btree ("user_id","one_avatar_id") WHERE type = 'ONE' and deleted_at is null;