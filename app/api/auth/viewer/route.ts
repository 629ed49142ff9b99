import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { viewerOf } from "@/lib/site/navigation";
import { Viewer } from "@/lib/auth/answer-schemas";

// Who is looking: the pages everyone shares are the same cached HTML for all, and ask this after load.
export const GET = route(
  { auth: "none", docs: { summary: "Who is looking (for pages served from the cache)" }, answer: Viewer },
  ({ req }) => viewerOf(req),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
