DROP INDEX "operator_actions_request_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "operator_actions_operator_request_uq" ON "operator_actions" USING btree ("operator_id","request_id");