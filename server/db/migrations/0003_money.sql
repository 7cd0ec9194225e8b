CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"percent_off" integer,
	"amount_off_minor" integer,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"max_redemptions" integer,
	"max_per_user" integer,
	"product_type" text,
	"product_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_one_discount_check" CHECK (("coupons"."percent_off" is null) <> ("coupons"."amount_off_minor" is null)),
	CONSTRAINT "coupons_percent_check" CHECK ("coupons"."percent_off" between 1 and 100),
	CONSTRAINT "coupons_amount_check" CHECK ("coupons"."amount_off_minor" > 0),
	CONSTRAINT "coupons_code_check" CHECK ("coupons"."code" = upper("coupons"."code"))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"product_type" text NOT NULL,
	"product_id" text NOT NULL,
	"description" text NOT NULL,
	"tokens" integer,
	"months" integer,
	"monthly_tokens" integer,
	"coupon_code" text,
	"list_price_minor" integer NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_product_type_check" CHECK ("orders"."product_type" in ('tokens', 'premium')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('open', 'complete', 'canceled', 'expired')),
	CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('unpaid', 'paid', 'no_payment_required')),
	CONSTRAINT "orders_price_check" CHECK ("orders"."price_minor" >= 0 and "orders"."discount_minor" >= 0 and "orders"."price_minor" = "orders"."list_price_minor" - "orders"."discount_minor")
);
--> statement-breakpoint
CREATE TABLE "premium_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"months" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"monthly_tokens" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "premium_plans_months_check" CHECK ("premium_plans"."months" between 1 and 24),
	CONSTRAINT "premium_plans_price_check" CHECK ("premium_plans"."price_minor" >= 0),
	CONSTRAINT "premium_plans_tokens_check" CHECK ("premium_plans"."monthly_tokens" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"provider" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "token_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "token_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"ref_type" text,
	"ref_id" text,
	"idempotency_key" text NOT NULL,
	"reason" text NOT NULL,
	"balance_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_ledger_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "token_ledger_kind_check" CHECK ("token_ledger"."kind" in ('purchase', 'grant', 'reserve', 'charge', 'refund', 'adjust', 'expire'))
);
--> statement-breakpoint
CREATE TABLE "token_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"tokens" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "token_packages_tokens_check" CHECK ("token_packages"."tokens" > 0),
	CONSTRAINT "token_packages_price_check" CHECK ("token_packages"."price_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "one_time_tokens" DROP CONSTRAINT "one_time_tokens_kind_check";--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "premium_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_premium_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."premium_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_coupon_idx" ON "orders" USING btree ("coupon_code","status");--> statement-breakpoint
CREATE INDEX "subscriptions_period_end_idx" ON "subscriptions" USING btree ("current_period_end");--> statement-breakpoint
CREATE INDEX "token_ledger_user_idx" ON "token_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "token_ledger_ref_idx" ON "token_ledger" USING btree ("ref_type","ref_id");--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_kind_check" CHECK ("one_time_tokens"."kind" in ('confirm-registration', 'reset-password', 'change-email'));--> statement-breakpoint
-- Existing premium accounts keep premium for a month, as a subscription granted by us: a
-- gift that ends with its period (nothing was bought, so nothing renews).
UPDATE "users" SET "premium_until" = now() + interval '1 month' WHERE "is_premium";--> statement-breakpoint
INSERT INTO "subscriptions" ("user_id", "plan_id", "current_period_start", "current_period_end", "cancel_at_period_end", "provider")
  SELECT "id", NULL, now(), "premium_until", true, 'grant' FROM "users" WHERE "is_premium";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_premium";--> statement-breakpoint
-- Balances from before the ledger open it, so that every balance is the sum of its entries.
-- Nothing but user_id names the account (a random key, no reference), so deleting the
-- account anonymises the entry completely.
INSERT INTO "token_ledger" ("user_id", "amount", "kind", "ref_type", "ref_id", "idempotency_key", "reason", "balance_after")
  SELECT "id", "tokens", 'adjust', NULL, NULL, 'opening:' || gen_random_uuid()::text, 'Opening balance', "tokens"
  FROM "users" WHERE "tokens" <> 0;--> statement-breakpoint
-- Append-only: entries are never changed or removed. The one exception is the foreign key's
-- own `user_id → null` when an account is deleted (the entry stays, anonymised).
CREATE FUNCTION "token_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."user_id" IS NULL AND OLD."user_id" IS NOT NULL
     AND (to_jsonb(NEW) - 'user_id') = (to_jsonb(OLD) - 'user_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'token_ledger is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "token_ledger_append_only" BEFORE UPDATE OR DELETE ON "token_ledger"
  FOR EACH ROW EXECUTE FUNCTION "token_ledger_append_only"();
