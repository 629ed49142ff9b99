"use client";

import { CheckCircle2, ListChecks, MapPin } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useEffect, useRef, useState } from "react";
import { useSpot } from "@/components/api/queries";
import { announceAuthChange } from "@/components/auth/login-dialog-events";
import { forgetStaleSignIn } from "@/components/auth/stored-user";
import { useViewer } from "@/components/layout/viewer";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, isUnauthorized } from "@/lib/api-client";
import { ComparePanel } from "./compare-panel";
import { SpotHeader } from "./spot-header";
import { SpotHistory } from "./spot-history";
import { SpotNotFound } from "./spot-not-found";
import { SpotReminder } from "./spot-reminder";

/** What the page shows until the viewer and the spot are known. */
function SpotLoading() {
  const t = useTranslations("spots");
  return (
    <div
      role="status"
      className="grid gap-6"
      aria-busy="true"
      aria-label={t("spot.loading")}
      data-testid="spot-loading"
    >
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-24 w-full max-w-xl" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-80" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}

/**
 * /spots/{id} for whoever is looking: signed out, the sign-in the server rendered; signed in, the
 * spot as GET /api/spots/{id} answers it (its owner's, or anyone's for an administrator), else
 * "Spot not found".
 */
export function SpotPage({ spotId, signedOut }: { spotId: string; signedOut: React.ReactNode }) {
  const viewer = useViewer();
  if (!viewer.known) return <SpotLoading />;
  return viewer.signed_in ? <SignedInSpot spotId={spotId} /> : signedOut;
}

function SignedInSpot({ spotId }: { spotId: string }) {
  const t = useTranslations("spots");
  const [deleted, setDeleted] = useState(false);
  // Once deleted, the spot is not read again.
  const spot = useSpot(deleted ? null : spotId);
  const forgotten = useRef(false);
  const unauthorized = spot.isError && isUnauthorized(spot.error);

  // 401: the session ended elsewhere (signed out everywhere, expired): forget it, and the gate
  // shows the sign-in.
  useEffect(() => {
    if (!unauthorized || forgotten.current) return;
    forgotten.current = true;
    forgetStaleSignIn();
    announceAuthChange();
  }, [unauthorized]);

  if (deleted) {
    return (
      <div className="mx-auto max-w-xl py-8">
        <EmptyState
          icon={CheckCircle2}
          headingLevel="h1"
          title={t("delete.done")}
          description={t("delete.doneText")}
          className="border-solid shadow-card"
        >
          <Button asChild>
            <Link href="/spots">
              <MapPin aria-hidden="true" />
              {t("spot.backToSpots")}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/account">
              <ListChecks aria-hidden="true" />
              {t("delete.toReports")}
            </Link>
          </Button>
        </EmptyState>
      </div>
    );
  }
  // Another person's spot, a missing one and a malformed id are all the API's 404.
  if (spot.error instanceof ApiError && spot.error.status === 404) return <SpotNotFound />;
  if (spot.isError && !unauthorized) {
    return (
      <div className="mx-auto grid max-w-md justify-items-center gap-4 py-16 text-center">
        <p role="alert" className="text-destructive">
          {t("spot.loadFailed")}
        </p>
        <Button variant="outline" onClick={() => void spot.refetch()}>
          {t("tryAgain")}
        </Button>
      </div>
    );
  }
  if (!spot.data) return <SpotLoading />;

  const data = spot.data;
  return (
    <div className="grid gap-8" data-spot-page>
      <SpotHeader spot={data} onDeleted={() => setDeleted(true)} />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* A new check (or one gone) starts the comparison again at the first and the last. */}
        <ComparePanel key={data.reports.map((check) => check.id).join()} checks={data.reports} />
        <SpotReminder
          spot={data}
          className="lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)] lg:col-start-2 lg:row-span-2 lg:row-start-1"
        />
        <SpotHistory checks={data.reports} className="lg:col-start-1" />
      </div>
    </div>
  );
}
