import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { questionnaireFor, saveProfileAnswers } from "@/lib/profile/answers";
import { ProfileAnswersInput } from "@/lib/profile/schema";

export const GET = route({ auth: "optional", docs: { summary: "The profile questionnaire" } }, ({ user }) =>
  questionnaireFor(user),
);

export const POST = route(
  { auth: "user", docs: { summary: "Save questionnaire answers" }, body: ProfileAnswersInput },
  ({ user, body }) => saveProfileAnswers(user, body),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
