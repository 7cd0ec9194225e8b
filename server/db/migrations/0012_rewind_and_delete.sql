CREATE TABLE "chat_branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_id" uuid NOT NULL,
	"anchor_seq" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "deletion_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_branches" ADD CONSTRAINT "chat_branches_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_branches_chat_idx" ON "chat_branches" USING btree ("chat_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_branch_idx" ON "messages" USING btree ("branch_id") WHERE branch_id is not null;--> statement-breakpoint
CREATE INDEX "messages_deletion_idx" ON "messages" USING btree ("deletion_id") WHERE deletion_id is not null;