CREATE TABLE "countries" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"dialing_code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsa_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"private_key_pem" text NOT NULL,
	"public_spki" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"trial_merchant_code" text NOT NULL,
	"theme" text NOT NULL,
	"default_language" text NOT NULL,
	"languages" jsonb NOT NULL,
	"main_domain" text NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"region_restriction" boolean DEFAULT false NOT NULL,
	"whitelabel" jsonb NOT NULL,
	"register_settings" jsonb NOT NULL,
	"customer_service" jsonb NOT NULL,
	"resources" jsonb NOT NULL,
	"mobile_template" jsonb NOT NULL,
	"promotions" jsonb NOT NULL,
	"telegram_login" boolean DEFAULT false NOT NULL,
	"show_vip_benefits" boolean DEFAULT false NOT NULL,
	"agent_menu" jsonb NOT NULL,
	"image_cdns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "merchants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "merchant_hosts" ADD CONSTRAINT "merchant_hosts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_nonces_expires_at_idx" ON "request_nonces" USING btree ("expires_at");