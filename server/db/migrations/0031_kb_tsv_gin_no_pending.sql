DROP INDEX "kb_chunks_tsv_idx";--> statement-breakpoint
CREATE INDEX "kb_chunks_tsv_gin_idx" ON "kb_chunks" USING gin ("tsv") WITH (fastupdate=false);