DROP INDEX "chats_one_per_avatar";--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "deletion_id" uuid;--> statement-breakpoint
CREATE INDEX "chats_deleted_idx" ON "chats" USING btree ("deleted_at") WHERE deleted_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chats_one_per_avatar" ON "chats" USING btree ("user_id","one_avatar_id") WHERE type = 'ONE' and deleted_at is null;