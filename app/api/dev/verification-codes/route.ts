import { z } from "zod";
import { EmailAddress } from "@/lib/auth/schemas";
import { devEndpointsAvailable } from "@/lib/config/environment";
import { recentVerificationCodes } from "@/lib/email/dev-outbox";
import { notFound, unprocessable } from "@/lib/errors/http-error";
import { otherMethods } from "@/lib/http/methods";
import { describeZodError, route } from "@/lib/http/route";
import { VerificationCodes } from "@/lib/email/answer-schemas";

const Query = z.object({ email: EmailAddress });

// Where development endpoints are not available (lib/config/environment.ts) the endpoint does
// not exist, whatever the query says, so availability is decided before the query is read.
export const GET = route(
  {
    auth: "none",
    docs: {
      query: Query,
      summary: "Read the sign-in codes sent to an address (development and testing only)",
    },
    answer: VerificationCodes,
  },
  ({ ip, req }) => {
    if (!devEndpointsAvailable(ip)) throw notFound("Not found");
    const query = Query.safeParse(Object.fromEntries(req.nextUrl.searchParams));
    if (!query.success) throw unprocessable(describeZodError(query.error));
    return recentVerificationCodes(query.data.email);
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
