import { NextResponse } from "next/server";
import { checkHealth } from "@/lib/health";
import { HealthAnswer } from "@/lib/health/answer-schemas";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    auth: "none",
    docs: {
      summary: "Health of the database, storage, e-mail and AI provider",
      refusals: { 503: 'The database cannot be reached: {status: "error", detail, checks}' },
    },
    answer: HealthAnswer,
  },
  async () => {
    const health = await checkHealth();
    return NextResponse.json(health, {
      status: health.status === "ok" ? 200 : 503,
      headers: { "Cache-Control": "no-store" },
    });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
