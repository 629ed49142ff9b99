import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { questionnaireFor, saveProfileAnswers } from "@/lib/profile/answers";
import { ProfileAnswersInput } from "@/lib/profile/schema";
import { AnswersSaved, Questionnaire } from "@/lib/profile/answer-schemas";

export const GET = route(
  { auth: "optional", docs: { summary: "The profile questionnaire" }, answer: Questionnaire },
  ({ user }) => questionnaireFor(user),
);

export const POST = route(
  {
    auth: "user",
    docs: { summary: "Save questionnaire answers" },
    answer: AnswersSaved,
    body: ProfileAnswersInput,
  },
  ({ user, body }) => saveProfileAnswers(user, body),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
