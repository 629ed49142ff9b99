import type { NextRequest } from "next/server";
import { devEndpointsAvailable } from "@/lib/config/environment";
import { LandingContentInput, seedLandingContent } from "@/lib/dev/landing-content";
import { errorResponse, route } from "@/lib/http/route";

const seed = route({ auth: "none", body: LandingContentInput }, ({ body }) => seedLandingContent(body));

// Development and testing only: in production the endpoint does not exist.
export async function POST(
  req: NextRequest,
  ctx: { params: Promise<Record<string, string>> },
): Promise<Response> {
  return devEndpointsAvailable() ? seed(req, ctx) : errorResponse(404, "Not found");
}
