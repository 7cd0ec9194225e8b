CREATE TABLE "message_alternatives" (
	"message_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"edited_at" timestamp with time zone,
	"original_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_alternatives_message_id_position_pk" PRIMARY KEY("message_id","position")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "alternative" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "alternatives" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "original_text" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "continued_from" integer;--> statement-breakpoint
ALTER TABLE "message_alternatives" ADD CONSTRAINT "message_alternatives_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;