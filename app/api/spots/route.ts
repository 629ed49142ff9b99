import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { SpotDetail, SpotList } from "@/lib/spots/answer-schemas";
import { listSpots } from "@/lib/spots/queries";
import { SpotCreateSchema } from "@/lib/spots/schemas";
import { createSpot } from "@/lib/spots/write";

export const GET = route(
  {
    auth: "user",
    docs: { summary: "The caller's spots, the most recently checked first" },
    answer: SpotList,
  },
  ({ user }) => listSpots(user),
);

export const POST = route(
  {
    auth: "user",
    docs: { summary: "Start following a spot", refusals: { 429: "More than 60 spots created in an hour" } },
    answer: SpotDetail,
    body: SpotCreateSchema,
  },
  ({ user, body }) => createSpot(user, body),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
