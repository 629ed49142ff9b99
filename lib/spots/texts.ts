// The reminder unsubscribe's answers from the API, in English as every API detail is, read by its
// tests. The page says the same in the reader's language (messages/*.json, spots.unsubscribe).

export const UNSUBSCRIBED = "You will no longer receive spot reminders.";
export const UNSUBSCRIBE_LINK_INVALID =
  "This unsubscribe link is not valid. You can turn reminders off on your account page.";
