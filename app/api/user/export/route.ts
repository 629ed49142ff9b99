import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { userDataDownload } from "@/lib/users/export";

export const GET = route(
  { auth: "user", docs: { summary: "Download all of the account's data", produces: "application/json" } },
  ({ user }) => userDataDownload(user),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
