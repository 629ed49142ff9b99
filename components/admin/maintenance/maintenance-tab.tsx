import { CalendarClock } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getSettings } from "@/lib/settings";
import { CreditExpiryForm } from "../settings/credit-expiry-form";
import { CleanupCard } from "./cleanup-card";

/** The maintenance area: clean up expired reports; update the credit expiry. */
export async function MaintenanceTab() {
  const settings = await getSettings();
  return (
    <div className="grid grid-cols-1 gap-6">
      <CleanupCard />
      <Card>
        <CardHeader>
          <CardTitle as="h3" className="flex items-center gap-2">
            <CalendarClock className="size-5 text-muted-foreground" aria-hidden="true" />
            Update credit expiry
          </CardTitle>
          <CardDescription>
            How long credits last. Applying it to existing credits moves the expiry of every balance held now.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CreditExpiryForm currentDays={settings.credits_expiry_days} />
        </CardContent>
      </Card>
    </div>
  );
}
