-- A streamed analysis refused at its charge keeps the refusal's named fields (already_upgraded: the
-- full report's report_id), so a replay of its run ends with the same error event as the live one.
-- AlterTable
ALTER TABLE "analysis_runs" ADD COLUMN "error_extra" JSONB;
