CREATE TABLE "catalogue_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"avatar_id" integer NOT NULL,
	"version" integer NOT NULL,
	"change" text NOT NULL,
	"published" boolean NOT NULL,
	"fields" jsonb NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_versions_avatar_version" UNIQUE("avatar_id","version"),
	CONSTRAINT "catalogue_versions_version_check" CHECK ("catalogue_versions"."version" >= 1),
	CONSTRAINT "catalogue_versions_change_check" CHECK ("catalogue_versions"."change" in ('original', 'create', 'edit', 'publish', 'unpublish', 'restore'))
);
--> statement-breakpoint
ALTER TABLE "avatars" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "avatars" ADD COLUMN "landing_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "avatar_id" integer;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD CONSTRAINT "catalogue_versions_avatar_id_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."avatars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD CONSTRAINT "catalogue_versions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_avatar_idx" ON "audit_log" USING btree ("avatar_id","id") WHERE avatar_id is not null;--> statement-breakpoint
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_landing_order_check" CHECK ("avatars"."landing_order" between 0 and 9999);