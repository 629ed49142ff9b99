"use client";

import { FlaskConical } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEnvironment } from "@/components/api/queries";
import { DEV_CODES_PATH } from "./dev-codes";

/** The blue testing-mode hint: only where GET /api/environment says the development endpoints exist. */
export function TestingHint({ email }: { email?: string }) {
  const t = useTranslations("auth");
  const { data } = useEnvironment();
  if (!data?.dev_endpoints_available) return null;
  const address = email?.trim() || "you@example.com";
  return (
    <div
      data-testid="testing-hint"
      className="flex gap-3 rounded-md border border-info/30 bg-info-soft px-3 py-2.5 text-sm text-info"
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {t.rich("testingHint", {
          path: DEV_CODES_PATH,
          address,
          b: (chunks) => <span className="font-semibold">{chunks}</span>,
          code: (chunks) => <code className="font-mono text-caption break-all">{chunks}</code>,
        })}
      </p>
    </div>
  );
}
