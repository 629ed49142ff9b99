import { integrationStatus } from "@/lib/admin/integrations";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { IntegrationStatus } from "@/lib/admin/answer-schemas";

export const GET = route(
  {
    auth: "admin",
    docs: { summary: "Whether each outside service is configured" },
    answer: IntegrationStatus,
  },
  () => integrationStatus(),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
