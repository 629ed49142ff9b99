import Link from "next/link";
import { Button } from "@/components/ui/button";
import { SEE_PRICING, START_ANALYSIS } from "./texts";

/** The gallery's two calls to action (empty and end states): /upload and /pricing. */
export function GalleryCallsToAction() {
  return (
    <>
      <Button asChild size="lg">
        <Link href="/upload">{START_ANALYSIS}</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link href="/pricing">{SEE_PRICING}</Link>
      </Button>
    </>
  );
}
