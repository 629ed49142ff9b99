"use client";

import { FlaskConical } from "lucide-react";
import { useEnvironment } from "@/components/api/queries";
import { DEV_CODES_PATH } from "./texts";

/** The blue testing-mode hint: only where GET /api/environment says the development endpoints exist. */
export function TestingHint({ email }: { email?: string }) {
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
        <span className="font-semibold">Testing mode.</span> Read the code you were sent at{" "}
        <code className="font-mono text-caption break-all">
          GET {DEV_CODES_PATH}?email={address}
        </code>
      </p>
    </div>
  );
}
