// The wording of credits for the upgrade buttons of the upload wizard and the owner's report page,
// until they read the catalogue's `billing.credits` and `billing.useCredits` (the same English).

/** "1 credit", "2 credits". */
export const credits = (n: number) => `${n} ${n === 1 ? "credit" : "credits"}`;

/** The upgrade button when credits pay: it says what it costs. */
export const spendCreditsLabel = (n: number) => `Use ${credits(n)}`;
