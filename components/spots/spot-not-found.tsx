import { MapPinOff } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { SPOT_NOT_FOUND_ACTION, SPOT_NOT_FOUND_TEXT, SPOT_NOT_FOUND_TITLE } from "./spot-texts";

/** Someone else's spot, a missing one and a malformed id alike: the API's 404, as the report page shows its own. */
export function SpotNotFound() {
  return (
    <div className="mx-auto max-w-xl py-8 sm:py-12">
      <EmptyState
        icon={MapPinOff}
        headingLevel="h1"
        title={SPOT_NOT_FOUND_TITLE}
        description={SPOT_NOT_FOUND_TEXT}
        className="border-solid shadow-card"
      >
        <Button asChild size="lg">
          <Link href="/spots">{SPOT_NOT_FOUND_ACTION}</Link>
        </Button>
      </EmptyState>
    </div>
  );
}
