DROP INDEX "member_tree_ancestor_depth_idx";--> statement-breakpoint
CREATE INDEX "member_tree_ancestor_depth_idx" ON "member_tree" USING btree ("ancestor_id","depth","descendant_id");