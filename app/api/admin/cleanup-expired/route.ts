import { runCleanup } from "@/lib/admin/maintenance";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "admin", docs: { summary: "Clean up expired reports" } }, ({ user }) =>
  runCleanup(user),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
