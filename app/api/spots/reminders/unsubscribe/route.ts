import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { RemindersUnsubscribed } from "@/lib/spots/answer-schemas";
import { UnsubscribeSchema } from "@/lib/spots/schemas";
import { unsubscribeFromReminders } from "@/lib/spots/unsubscribe";

// The reminder e-mail's link, without signing in: the signed token names the person.
export const POST = route(
  {
    auth: "none",
    docs: {
      summary: "Turn spot reminders off with the token of a reminder e-mail's link",
      refusals: { 404: "The token is not valid" },
    },
    answer: RemindersUnsubscribed,
    body: UnsubscribeSchema,
  },
  ({ body }) => unsubscribeFromReminders(body.token),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
