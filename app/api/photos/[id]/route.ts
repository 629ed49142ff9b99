import { z } from "zod";
import { opaqueText } from "@/lib/validation/text";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { authorizePhoto } from "@/lib/photos";
import { photoResponse } from "@/lib/photos/serialize";
import { PhotoData } from "@/lib/photos/answer-schemas";

export const GET = route(
  {
    auth: "optional",
    docs: { summary: "A stored photo" },
    answer: PhotoData,
    params: z.object({ id: opaqueText(100) }),
    query: z.object({ token: opaqueText(200).optional() }),
  },
  async ({ req, user, params, query }) =>
    photoResponse(await authorizePhoto(params.id, user, query.token), req),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
