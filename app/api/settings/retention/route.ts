import { route } from "@/lib/http/route";
import { getSettings, retentionView } from "@/lib/settings";

export const GET = route({ auth: "none" }, async () => retentionView(await getSettings()));
