import type { NextRequest } from "next/server";
import { z } from "zod";
import { devEndpointsAvailable } from "@/lib/config/environment";
import { errorResponse, route } from "@/lib/http/route";
import { getSettings, saveSettings } from "@/lib/settings";

// Development and testing only, for administrators: changes some settings
// (e.g. prices) before the console's settings tab exists. The merged object is
// validated by the settings schema like any other write.
const change = route({ auth: "admin", body: z.record(z.string(), z.unknown()) }, async ({ body }) =>
  saveSettings({ ...(await getSettings()), ...body }),
);

export async function POST(
  req: NextRequest,
  ctx: { params: Promise<Record<string, string>> },
): Promise<Response> {
  return devEndpointsAvailable() ? change(req, ctx) : errorResponse(404, "Not found");
}
