"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { queryKeys } from "@/components/api/queries";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { notify } from "@/components/ui/toaster";
import { accountApi } from "./api";
import { REMINDERS_OFF, REMINDERS_ON, REMINDERS_SAVE_FAILED } from "./texts";

/** The switch for spot reminders by e-mail: the same setting as the reminder e-mail's unsubscribe link. */
export function ReminderSettings({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  async function change(next: boolean) {
    setSaving(true);
    try {
      queryClient.setQueryData(queryKeys.profile, await accountApi.setSpotReminders(next));
      notify.success(next ? REMINDERS_ON : REMINDERS_OFF);
    } catch {
      notify.error(REMINDERS_SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Reminders</CardTitle>
        <CardDescription>
          An e-mail when a spot you follow is due for a new photo, at the interval you chose for it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor="spot-reminders">Spot reminders by e-mail</Label>
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
