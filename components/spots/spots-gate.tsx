"use client";

import { useTranslations } from "next-intl";
import { useViewer } from "@/components/layout/viewer";
import { Skeleton } from "@/components/ui/skeleton";
import type { SpotView } from "@/lib/generated/prisma/enums";
import { BodyMap } from "./body-map";
import { SpotList } from "./spot-list";

/** What /spots shows until the server has named the viewer. */
export function SpotsLoading() {
  return <Skeleton className="h-[32rem] w-full rounded-xl" data-testid="spots-loading" />;
}

/**
 * /spots for whoever is looking (components/layout/viewer.ts): the map and the list when signed
 * in, else the sign-in the server rendered. The page around it is the same for everyone and kept
 * whole; the outlines are drawn on the server and passed in.
 */
export function SpotsGate({
  signedOut,
  outlines,
}: {
  signedOut: React.ReactNode;
  outlines: Record<SpotView, React.ReactNode>;
}) {
  const t = useTranslations("spots");
  const viewer = useViewer();
  if (!viewer.known) return <SpotsLoading />;
  if (!viewer.signed_in) return signedOut;
  return (
    <div className="grid gap-8">
      <header>
        <h1 className="text-headline font-semibold tracking-tight">{t("map.title")}</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{t("map.lead")}</p>
      </header>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,30rem)_minmax(0,1fr)] lg:gap-10">
        <BodyMap outlines={outlines} />
        <SpotList />
      </div>
    </div>
  );
}
