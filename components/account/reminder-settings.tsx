"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { queryKeys } from "@/components/api/queries";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { notify } from "@/components/ui/toaster";
import { accountApi } from "./api";

/** The switch for spot reminders by e-mail: the same setting as the reminder e-mail's unsubscribe link. */
export function ReminderSettings({ enabled }: { enabled: boolean }) {
  const t = useTranslations("account.reminders");
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  async function change(next: boolean) {
    setSaving(true);
    try {
      queryClient.setQueryData(queryKeys.profile, await accountApi.setSpotReminders(next));
      notify.success(next ? t("on") : t("off"));
    } catch {
      notify.error(t("saveFailed"));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor="spot-reminders">{t("label")}</Label>
          <Switch
            id="spot-reminders"
            checked={enabled}
            disabled={saving}
            onCheckedChange={(next) => void change(next)}
          />
        </div>
      </CardContent>
    </Card>
  );
}
