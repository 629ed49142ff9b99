import { z } from "zod";
import { opaqueText } from "@/lib/validation/text";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { PhotoImageQuery, photoImageResponse } from "@/lib/photos/image";

export const GET = route(
  {
    auth: "optional",
    docs: { summary: "A photo's image", produces: "image/jpeg" },
    params: z.object({ id: opaqueText(100) }),
    query: PhotoImageQuery,
  },
  ({ req, user, params, query }) =>
    photoImageResponse(params.id, user, {
      token: query.token,
      width: query.w,
      ifNoneMatch: req.headers.get("if-none-match"),
    }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
