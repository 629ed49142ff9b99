// Texts about paying for a report, shared by the upload wizard and the owner's report page.

export const FIRST_FREE_CHOICE_TITLE = "Your free report is public";
export const FIRST_FREE_CHOICE_TEXT =
  "Your first full report is free, and free reports are public: the photo and the report appear in the community gallery. Make this report public to use it, or buy credits for a private report.";
export const MAKE_PUBLIC_USE_FREE = "Make it public and use my free report";
export const BUY_CREDITS_INSTEAD = "Buy credits for a private report";

/** "1 credit", "2 credits". */
export const credits = (n: number) => `${n} ${n === 1 ? "credit" : "credits"}`;

/** The upgrade button when credits pay: it says what it costs. */
export const spendCreditsLabel = (n: number) => `Use ${credits(n)}`;
