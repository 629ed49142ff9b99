import { expect, type Locator, type Page } from "@playwright/test";
import { toast } from "./journeys";

/** The server's answer to a wrong code (spec sections 5 and 8), shown as it is. */
export const WRONG_CODE = "Invalid verification code. Please check your email and try again.";

/** A code one digit off the right one. */
export function wrongCode(right: string): string {
  return right.slice(0, 5) + String((Number(right[5]) + 1) % 10);
}

/**
 * A refused code is told beside the code field: the field is marked invalid and described by the
 * message, which sits in a live region (read out without moving focus), and no toast repeats it.
 */
export async function expectCodeRefusedBesideField(page: Page, scope: Locator, message = WRONG_CODE) {
  const field = scope.getByLabel("Verification code");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
  const described = scope.locator(`[id="${await field.getAttribute("aria-describedby")}"]`);
  await expect(described).toHaveText(message);
  await expect(described).toHaveAttribute("aria-live", "polite");
  await expect(toast(page, message)).toHaveCount(0);
}

/** Typing again clears the refusal. */
export async function expectRefusalClearedByTyping(scope: Locator, code: string) {
  const field = scope.getByLabel("Verification code");
  await field.fill(code);
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await expect(scope.getByText(WRONG_CODE)).toHaveCount(0);
}
