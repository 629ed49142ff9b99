import { z } from "zod";
import { route } from "@/lib/http/route";
import { authorizePhoto } from "@/lib/photos";
import { photoResponse } from "@/lib/photos/serialize";

export const GET = route(
  {
    auth: "optional",
    params: z.object({ id: z.string() }),
    query: z.object({ token: z.string().optional() }),
  },
  async ({ req, user, params, query }) =>
    photoResponse(await authorizePhoto(params.id, user, query.token), req),
);
