-- CreateIndex
CREATE INDEX "reports_disabled_created_at_idx" ON "reports"("disabled", "created_at" DESC);

-- CreateIndex
CREATE INDEX "reports_report_type_created_at_idx" ON "reports"("report_type", "created_at" DESC);

-- CreateIndex
CREATE INDEX "reports_privacy_setting_created_at_idx" ON "reports"("privacy_setting", "created_at" DESC);

-- CreateIndex
CREATE INDEX "reports_report_type_id_idx" ON "reports"("report_type", "id");

-- CreateIndex
CREATE INDEX "reports_privacy_setting_id_idx" ON "reports"("privacy_setting", "id");

-- CreateIndex
CREATE INDEX "users_credits_idx" ON "users"("credits");


