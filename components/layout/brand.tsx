import { ScanFace } from "lucide-react";
import { Link } from "@/lib/i18n/navigation";
import { cn } from "@/components/ui/cn";

export const BRAND_NAME = "SkinSight";

export function Brand({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      className={cn(
        "flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight text-foreground",
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <ScanFace className="size-5" aria-hidden="true" />
      </span>
      {BRAND_NAME}
    </Link>
  );
}
