CREATE TABLE "spending_limits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"monthly_tokens" integer,
	"monthly_money_minor" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spending_limits_tokens_check" CHECK ("spending_limits"."monthly_tokens" > 0),
	CONSTRAINT "spending_limits_money_check" CHECK ("spending_limits"."monthly_money_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "spending_limits" ADD CONSTRAINT "spending_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;