CREATE TABLE "avatars" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"age" integer NOT NULL,
	"ethnicity" text NOT NULL,
	"tagline" text NOT NULL,
	"occupation" text NOT NULL,
	"bio" text NOT NULL,
	"personality" text[] NOT NULL,
	"interests" text[] NOT NULL,
	"greeting" text NOT NULL,
	"portrait" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avatars_gender_check" CHECK ("avatars"."gender" in ('MALE', 'FEMALE')),
	CONSTRAINT "avatars_age_check" CHECK ("avatars"."age" between 18 and 99)
);
--> statement-breakpoint
CREATE INDEX "avatars_gender_age_idx" ON "avatars" USING btree ("gender","age","id");--> statement-breakpoint
CREATE INDEX "avatars_ethnicity_idx" ON "avatars" USING btree ("ethnicity");