ALTER TABLE "messages" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "lease_until" timestamp with time zone;