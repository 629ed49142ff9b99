import { db } from "@/lib/db";
import { getPrompts, PROMPT_KEYS, savePrompts, type PromptSet } from "@/lib/prompts";
import { recordAdminChange, type Admin } from "./audit";
import { PROMPTS_UPDATED } from "./tab-messages";

// The Prompts tab: the five prompts, saved together; the follow-up prompt must keep its
// variables (PromptSetSchema refuses it otherwise, 422).

// The answers are shared with the console's screens and tests.
export { PROMPTS_UPDATED } from "./tab-messages";

/** GET /api/admin/prompts. */
export const adminPrompts = () => getPrompts();

/** POST /api/admin/prompts: the audit row holds the prompts that changed, before and after. */
export async function updatePrompts(admin: Admin, input: PromptSet) {
  const before = await getPrompts();
  const prompts = await db.$transaction(async (tx) => {
    const saved = await savePrompts(input, admin.email, tx);
    const changed = PROMPT_KEYS.filter((key) => before[key] !== saved[key]);
    await recordAdminChange(tx, admin, {
      action: "prompts.update",
      targetType: "prompts",
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, saved[key]])),
    });
    return saved;
  });
  return { message: PROMPTS_UPDATED, ...prompts };
}
