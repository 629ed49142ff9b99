"use client";

import { useQuery } from "@tanstack/react-query";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "../load-error";
import { settingsApi } from "./api";
import { SettingsForm } from "./settings-form";
import { settingsKey } from "./settings-key";
import { SETTINGS_LOAD_FAILED } from "./texts";

/** The Settings tab: prices, limits, retention and fair use, saved as one object. */
export function SettingsTab() {
  const settings = useQuery({ queryKey: settingsKey, queryFn: settingsApi.get });
  if (settings.isPending)
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    );
  if (settings.isError)
    return (
      <Card>
        <CardContent>
          <LoadError message={SETTINGS_LOAD_FAILED} onRetry={() => void settings.refetch()} />
        </CardContent>
      </Card>
    );
  return <SettingsForm saved={settings.data} />;
}
