import { expect, test } from "@playwright/test";
import { DEV_CODES_PATH } from "@/components/auth/dev-codes";
import {
  expectAccessible,
  expectHeaderSignedIn,
  openSignInFromHeader,
  screenshot,
  toast,
  uniqueEmail,
  VIEWPORTS,
} from "./support/journeys";
import { expectCodeRefusedBesideField, expectRefusalClearedByTyping, wrongCode } from "./support/code-field";
import { en } from "./support/english";
import { latestCode, signInAs } from "./support/sign-in-as";

// The login dialog (spec section 2): e-mail, then the six-digit code; the page
// is signed in by the session cookie, the browser keeps only the user id.

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("a visitor signs in through the header's dialog and the header turns to Account", async ({
      page,
    }, testInfo) => {
      const email = uniqueEmail("dialog");
      await page.goto("/");
      await expectHeaderSignedIn(page, viewport, false);
      await openSignInFromHeader(page, viewport);

      const dialog = page.getByTestId("login-dialog");
      await expect(dialog.getByRole("heading", { name: "Sign in" })).toBeVisible();
      const send = dialog.getByRole("button", { name: "Send Verification Code" });
      await expect(send).toBeDisabled();
      // Spaces alone are blank (spec section 5): Send stays disabled, and leaving the field says why.
      await dialog.getByLabel("Email address").fill("   ");
      await expect(send).toBeDisabled();
      await dialog.getByLabel("Email address").press("Tab");
      await expect(dialog.getByText(en.auth.emailRequired)).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, testInfo, "login-email-step", viewport, { fullPage: false });

      await dialog.getByLabel("Email address").fill(email);
      await send.click();
      await expect(toast(page, en.auth.codeSent)).toBeVisible();
      await expect(dialog.getByRole("heading", { name: "Enter your code" })).toBeVisible();
      await expect(dialog.getByLabel("Verification code")).toHaveAttribute("maxlength", "6");
      await dialog.getByRole("button", { name: "Verify & Continue" }).click();
      await expect(dialog.getByText(en.auth.codeRequired)).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, testInfo, "login-code-step", viewport, { fullPage: false });

      // Resend Code opens a new challenge: its code is the one that signs in.
      // (The first toast may already have closed after its 5 s, so the new send is checked by its answer.)
      const resent = page.waitForResponse((response) => response.url().endsWith("/api/auth/send-login-code"));
      await dialog.getByRole("button", { name: "Resend Code" }).click();
      expect((await resent).status()).toBe(200);
      await expect(toast(page, en.auth.codeSent).last()).toBeVisible();
      await dialog.getByLabel("Verification code").fill(await latestCode(page.request, email));
      await dialog.getByRole("button", { name: "Verify & Continue" }).click();
      await expect(toast(page, en.auth.signedIn)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expectHeaderSignedIn(page, viewport, true);

      const profile = await page.request.get("/api/user/profile");
      expect(profile.ok()).toBe(true);
      const { id } = (await profile.json()) as { id: string };
      const kept = await page.evaluate(() => ({ ...window.localStorage }));
      expect(kept).toEqual({ user_id: id });
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name.endsWith("next-auth.session-token"))?.httpOnly).toBe(true);
      await screenshot(page, testInfo, "login-signed-in", viewport);

      // Opened again, the dialog starts empty: the fields were cleared.
      await page.evaluate(() => window.dispatchEvent(new CustomEvent("skinsight:open-login")));
      await expect(dialog.getByLabel("Email address")).toHaveValue("");
    });

    test("a wrong code shows the server's message beside the code field and keeps the visitor signed out", async ({
      page,
    }, testInfo) => {
      const email = uniqueEmail("wrong");
      await page.goto("/");
      await openSignInFromHeader(page, viewport);
      const dialog = page.getByTestId("login-dialog");
      await dialog.getByLabel("Email address").fill(email);
      await dialog.getByRole("button", { name: "Send Verification Code" }).click();
      await expect(dialog.getByRole("heading", { name: "Enter your code" })).toBeVisible();
      const right = await latestCode(page.request, email);
      await dialog.getByLabel("Verification code").fill(wrongCode(right));
      const answered = page.waitForResponse((response) =>
        response.url().endsWith("/api/auth/verify-login-code"),
      );
      await dialog.getByRole("button", { name: "Verify & Continue" }).click();
      expect((await answered).status()).toBe(400);
      await expectCodeRefusedBesideField(page, dialog);
      await expect(dialog.getByRole("heading", { name: "Enter your code" })).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, testInfo, "login-wrong-code", viewport, { fullPage: false });
      await expectRefusalClearedByTyping(dialog, right.slice(0, 5));

      expect((await page.request.get("/api/user/profile")).status()).toBe(401);
      expect(await page.evaluate(() => window.localStorage.getItem("user_id"))).toBeNull();

      // Back returns to the e-mail step with the address kept.
      await dialog.getByRole("button", { name: "Back" }).click();
      await expect(dialog.getByLabel("Email address")).toHaveValue(email);
    });

    test("the blue testing hint names the development codes endpoint in testing mode", async ({ page }) => {
      await page.goto("/");
      await openSignInFromHeader(page, viewport);
      const hint = page.getByTestId("login-dialog").getByTestId("testing-hint");
      await expect(hint).toContainText(`GET ${DEV_CODES_PATH}?email=`);
    });

    test("the testing hint is hidden when the environment has no development endpoints", async ({ page }) => {
      await page.route("**/api/environment", (route) =>
        route.fulfill({
          json: {
            environment_mode: "production",
            is_development: false,
            is_testing: false,
            is_production: true,
            dev_endpoints_available: false,
          },
        }),
      );
      await page.goto("/");
      const environmentRead = page.waitForResponse("**/api/environment");
      await openSignInFromHeader(page, viewport);
      const dialog = page.getByTestId("login-dialog");
      await expect(dialog.getByRole("heading", { name: "Sign in" })).toBeVisible();
      await environmentRead;
      await expect(dialog.getByTestId("testing-hint")).toHaveCount(0);
    });

    test("signing out on the account page clears the session cookie and the kept user id, and the header offers Sign In", async ({
      page,
    }, testInfo) => {
      const { userId } = await signInAs(page.request, uniqueEmail("logout"));
      await page.goto("/account");
      await page.evaluate((id) => window.localStorage.setItem("user_id", id), userId);
      await expectHeaderSignedIn(page, viewport, true);

      await page.getByRole("button", { name: "Sign Out", exact: true }).click();
      await expect(page.getByRole("button", { name: "Send Verification Code" })).toBeVisible();
      await expectHeaderSignedIn(page, viewport, false);
      expect(await page.evaluate(() => window.localStorage.getItem("user_id"))).toBeNull();
      const cookies = await page.context().cookies();
      expect(cookies.filter((c) => c.name.endsWith("next-auth.session-token") && c.value)).toEqual([]);
      expect((await page.request.get("/api/user/profile")).status()).toBe(401);
      await screenshot(page, testInfo, "logged-out", viewport);
    });
  });
}
