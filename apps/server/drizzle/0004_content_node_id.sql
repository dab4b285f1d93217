ALTER TABLE "hot_matches" ALTER COLUMN "node_id" SET DATA TYPE integer USING "node_id"::integer;--> statement-breakpoint
ALTER TABLE "hot_matches" ALTER COLUMN "node_id" DROP NOT NULL;