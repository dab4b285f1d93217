CREATE TABLE "job_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job" text NOT NULL,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"merchant_id" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"lease_until" timestamp with time zone,
	"retry_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_runs_status" CHECK ("job_runs"."status" in ('PENDING', 'RUNNING', 'DONE', 'FAILED')),
	CONSTRAINT "job_runs_period" CHECK ("job_runs"."period_end" > "job_runs"."period_start")
);
--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_job_period_uq" ON "job_runs" USING btree ("job","period_key");--> statement-breakpoint
CREATE INDEX "job_runs_job_period_start_idx" ON "job_runs" USING btree ("job","period_start");--> statement-breakpoint
CREATE INDEX "job_runs_status_period_end_idx" ON "job_runs" USING btree ("status","period_end");