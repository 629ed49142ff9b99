import type { NextRequest } from "next/server";
import { z } from "zod";
import { EmailAddress } from "@/lib/auth/schemas";
import { devEndpointsAvailable } from "@/lib/config/environment";
import { recentVerificationCodes } from "@/lib/email/dev-outbox";
import { errorResponse, route } from "@/lib/http/route";

const listCodes = route({ auth: "none", query: z.object({ email: EmailAddress }) }, ({ query }) =>
  recentVerificationCodes(query.email),
);

// In production the endpoint does not exist, whatever the query says.
export async function GET(req: NextRequest): Promise<Response> {
  return devEndpointsAvailable() ? listCodes(req) : errorResponse(404, "Not found");
}
