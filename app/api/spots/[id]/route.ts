import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { Success } from "@/lib/auth/answer-schemas";
import { SpotDetail } from "@/lib/spots/answer-schemas";
import { viewSpot } from "@/lib/spots/queries";
import { SpotParams, SpotUpdateSchema } from "@/lib/spots/schemas";
import { deleteSpot, updateSpot } from "@/lib/spots/write";

// A spot is its owner's (administrators aside): anyone else gets 404 "Spot not found".

export const GET = route(
  {
    auth: "user",
    docs: { summary: "A spot and its checks, oldest first" },
    answer: SpotDetail,
    params: SpotParams,
  },
  ({ user, params }) => viewSpot(user, params.id),
);

export const PATCH = route(
  {
    auth: "user",
    docs: { summary: "Change a spot's label, site, place on the map or reminder" },
    answer: SpotDetail,
    params: SpotParams,
    body: SpotUpdateSchema,
  },
  ({ user, params, body }) => updateSpot(user, params.id, body),
);

export const DELETE = route(
  {
    auth: "user",
    docs: { summary: "Stop following a spot; its reports stay, without it" },
    answer: Success,
    params: SpotParams,
  },
  ({ user, params }) => deleteSpot(user, params.id),
);

export const { POST, PUT, OPTIONS } = otherMethods({ GET, PATCH, DELETE });
