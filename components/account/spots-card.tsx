import { MapPin } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { SPOTS_CARD_ACTION, SPOTS_CARD_DESCRIPTION, SPOTS_CARD_TITLE } from "./texts";

/** The way from the account to /spots: the body map of the moles and patches the person follows. */
export function SpotsCard() {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <MapPin className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-lg leading-7 font-semibold">{SPOTS_CARD_TITLE}</h2>
          <p className="text-sm text-muted-foreground">{SPOTS_CARD_DESCRIPTION}</p>
        </div>
        <Button asChild variant="outline" className="sm:shrink-0">
          <Link href="/spots">{SPOTS_CARD_ACTION}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
