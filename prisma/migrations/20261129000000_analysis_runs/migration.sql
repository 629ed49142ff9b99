-- Streamed analyses while they are written (lib/analysis/runs.ts): the report is created, charged, under
-- the same id once complete; a run that fails or whose process died ends as failed, charging nothing.
-- CreateEnum
CREATE TYPE "AnalysisRunStatus" AS ENUM ('running', 'done', 'failed');

-- CreateTable
CREATE TABLE "analysis_runs" (
    "id" UUID NOT NULL,
    "user_id" UUID,
    "creator_secret_hash" TEXT,
    "kind" "ReportType" NOT NULL,
    "status" "AnalysisRunStatus" NOT NULL DEFAULT 'running',
    "phase" TEXT NOT NULL DEFAULT 'photos',
    "percent" INTEGER NOT NULL DEFAULT 0,
    "draft" TEXT NOT NULL DEFAULT '',
    "error_detail" TEXT,
    "error_code" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "analysis_runs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "analysis_runs_status_updated_at_idx" ON "analysis_runs"("status", "updated_at");

-- CreateIndex
CREATE INDEX "analysis_runs_user_id_idx" ON "analysis_runs"("user_id");

-- AddForeignKey
ALTER TABLE "analysis_runs" ADD CONSTRAINT "analysis_runs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;


ALTER TABLE "analysis_runs" ADD CONSTRAINT "analysis_runs_percent_range" CHECK ("percent" BETWEEN 0 AND 100);
