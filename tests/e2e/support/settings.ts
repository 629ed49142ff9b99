import { expect, request as playwrightRequest } from "@playwright/test";
import { signInAs } from "./sign-in-as";

/** Changes settings as the administrator, through the testing-only settings endpoint. */
export async function changeSettings(baseURL: string, settings: Record<string, unknown>) {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    await signInAs(admin, "admin@example.com");
    const saved = await admin.post("/api/dev/settings", { data: settings });
    expect(saved.ok()).toBe(true);
  } finally {
    await admin.dispose();
  }
}

/**
 * Every visitor of the suite comes from 127.0.0.1, so the visitors' free summaries of one address
 * (5 a day) run out across spec files: files of visitor journeys raise the limit first. Decisions
 * read the settings afresh, so the next request already counts with the new limit.
 */
export async function allowManyVisitorSummaries(baseURL: string) {
  await changeSettings(baseURL, { fair_use_limit_daily: 1000, fair_use_limit_monthly: 1000 });
}
