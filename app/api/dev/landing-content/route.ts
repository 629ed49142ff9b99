import { devEndpointsAvailable } from "@/lib/config/environment";
import { LandingContentInput, seedLandingContent } from "@/lib/dev/landing-content";
import { notFound, unprocessable } from "@/lib/errors/http-error";
import { otherMethods } from "@/lib/http/methods";
import { describeZodError, route } from "@/lib/http/route";
import { readJsonBody } from "@/lib/http/json-body";
import { Success } from "@/lib/auth/answer-schemas";

// Development and testing only (the same rule as the code reader): elsewhere the endpoint does
// not exist, so availability is decided before the body is read.
export const POST = route(
  {
    auth: "none",
    docs: {
      summary: "Seed the landing page's content (development and testing only)",
      json: LandingContentInput,
    },
    answer: Success,
  },
  async ({ ip, req }) => {
    if (!devEndpointsAvailable(ip)) throw notFound("Not found");
    const body = LandingContentInput.safeParse(await readJsonBody(req));
    if (!body.success) throw unprocessable(describeZodError(body.error));
    return seedLandingContent(body.data);
  },
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
