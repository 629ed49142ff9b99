"use client";

import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toaster";
import { apiRequest, detailOr } from "@/lib/api-client";
import { CLEANUP_FAILED } from "./texts";

async function cleanUp() {
  try {
    const answer = await apiRequest<{ message: string; deleted: number }>("/api/admin/cleanup-expired", {
      method: "POST",
    });
    notify.success(answer.message);
  } catch (error) {
    notify.error(detailOr(error, CLEANUP_FAILED));
  }
}

/** Deletes now the reports past their retention, which the hourly sweep would delete anyway. */
export function CleanupCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Clean up expired reports</CardTitle>
        <CardDescription>
          Deletes every report past its retention date now, rather than at the next hourly sweep.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          trigger={
            <Button variant="outline">
              <Trash2 aria-hidden="true" />
              Clean up expired reports
            </Button>
          }
          title="Clean up expired reports now?"
          description="Expired reports are deleted for good."
          confirmLabel="Clean up"
          destructive
          onConfirm={cleanUp}
        />
      </CardContent>
    </Card>
  );
}
