// The reminder unsubscribe's texts, shown by the API and the page and read by their tests
// (a module without server imports, so end-to-end specs import it too).

export const UNSUBSCRIBED = "You will no longer receive spot reminders.";
export const UNSUBSCRIBE_LINK_INVALID =
  "This unsubscribe link is not valid. You can turn reminders off on your account page.";
