CREATE TABLE "avatar_images" (
	"avatar_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generator_states" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "avatars_gender_age_idx";--> statement-breakpoint
ALTER TABLE "avatars" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "avatars" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "avatars" ADD COLUMN "source" text DEFAULT 'catalogue' NOT NULL;--> statement-breakpoint
ALTER TABLE "avatars" ADD COLUMN "profile" jsonb;--> statement-breakpoint
ALTER TABLE "avatars" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_portrait" jsonb;--> statement-breakpoint
ALTER TABLE "avatar_images" ADD CONSTRAINT "avatar_images_avatar_id_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."avatars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generator_states" ADD CONSTRAINT "generator_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avatars_owner_idx" ON "avatars" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "avatars_gender_age_idx" ON "avatars" USING btree ("gender","age","id") WHERE "avatars"."visibility" = 'public';--> statement-breakpoint
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_visibility_check" CHECK ("avatars"."visibility" in ('public', 'private'));--> statement-breakpoint
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_owner_check" CHECK ("avatars"."owner_id" is not null or "avatars"."visibility" = 'public');--> statement-breakpoint
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_source_check" CHECK ("avatars"."source" in ('catalogue', 'created', 'imported'));