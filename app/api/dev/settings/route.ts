import { z } from "zod";
import { changeSettings } from "@/lib/admin/settings";
import { devEndpointsAvailable } from "@/lib/config/environment";
import { notFound, unprocessable } from "@/lib/errors/http-error";
import { readJsonBody } from "@/lib/http/json-body";
import { otherMethods } from "@/lib/http/methods";
import { describeZodError, route } from "@/lib/http/route";
import { SettingsInEurosSchema } from "@/lib/settings";

// Development and testing only, for administrators: changes some settings
// (e.g. prices, in euros like the console's) in end-to-end tests. The merged
// object is validated by the settings schema like any other write.
const SettingsChange = z.record(z.string(), z.unknown());

export const POST = route(
  {
    auth: "admin",
    docs: { summary: "Change settings (development and testing only)", json: SettingsChange },
    answer: SettingsInEurosSchema,
  },
  async ({ ip, req }) => {
    if (!devEndpointsAvailable(ip)) throw notFound("Not found");
    const change = SettingsChange.safeParse(await readJsonBody(req));
    if (!change.success) throw unprocessable(describeZodError(change.error));
    return changeSettings(change.data);
  },
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
