ALTER TABLE "moderation_cases" DROP CONSTRAINT "moderation_cases_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "moderation_cases" DROP CONSTRAINT "moderation_cases_chat_id_chats_id_fk";
--> statement-breakpoint
ALTER TABLE "violations" DROP CONSTRAINT "violations_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "moderation_cases" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "violations" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violations" ADD CONSTRAINT "violations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;