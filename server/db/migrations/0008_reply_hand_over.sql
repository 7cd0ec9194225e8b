ALTER TABLE "messages" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attempt" integer DEFAULT 0 NOT NULL;