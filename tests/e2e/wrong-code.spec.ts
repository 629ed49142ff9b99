import { expect, test, type APIRequestContext } from "@playwright/test";
import { creatorSecretKey, uploadSecretKey } from "@/components/report-owner/browser-secrets";
import { expectCodeRefusedBesideField, expectRefusalClearedByTyping, wrongCode } from "./support/code-field";
import { VIEWPORTS, expectAccessible, screenshot, uniqueEmail } from "./support/journeys";
import { colouredJpeg } from "./support/seed";
import { latestCode, signInAs } from "./support/sign-in-as";
import { allowManyVisitorSummaries } from "./support/settings";
import { en } from "./support/english";

// The two other places a code is typed (the invite page and the free full report's dialog) tell a
// wrong code the way the login dialog does (sign-in.spec.ts): beside the code field, read out.

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["post"]>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test.beforeAll(async ({ baseURL }) => allowManyVisitorSummaries(baseURL!));

for (const viewport of VIEWPORTS) {
  test.describe(`wrong codes at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("on the invite page a wrong code is told beside the code field", async ({
      page,
      playwright,
      baseURL,
    }) => {
      const referrer = await playwright.request.newContext({ baseURL });
      await signInAs(referrer, uniqueEmail("inviter"));
      const { voucher_code: code } = await ok<{ voucher_code: string }>(
        await referrer.post("/api/user/generate-referral"),
        "referral code",
      );
      await referrer.dispose();

      const email = uniqueEmail("invited");
      await page.goto(`/invite/${code}`);
      await page.getByLabel("Email address").fill(email);
      await page.getByRole("button", { name: "Send Verification Code" }).click();
      const form = page.locator("form").filter({ has: page.getByLabel("Verification code") });
      await expect(form.getByLabel("Verification code")).toBeVisible();
      const right = await latestCode(page.request, email);
      await form.getByLabel("Verification code").fill(wrongCode(right));
      await form.getByRole("button", { name: "Verify & Continue" }).click();
      await expectCodeRefusedBesideField(page, form);
      await expectRefusalClearedByTyping(form, right);
      expect((await page.request.get("/api/user/profile")).status()).toBe(401);
    });

    test("in the free full report's dialog a wrong code is told beside the code field", async ({
      page,
    }, testInfo) => {
      const photos = await ok<{ photo_ids: string[]; upload_secret: string }>(
        await page.request.post("/api/photos/upload", {
          multipart: {
            files: {
              name: "skin.jpg",
              mimeType: "image/jpeg",
              buffer: await colouredJpeg("#c99672", 640, 480),
            },
            privacy_setting: "public",
          },
        }),
        "upload",
      );
      const summary = await ok<{ report_id: string; creator_secret: string }>(
        await page.request.post("/api/analysis/summary", {
          data: {
            photo_ids: photos.photo_ids,
            upload_secret: photos.upload_secret,
            privacy_setting: "public",
          },
        }),
        "summary",
      );
      // What the upload wizard leaves in the visitor's browser.
      await page.goto("/");
      await page.evaluate(
        ([ck, cv, uk, uv]) => {
          window.localStorage.setItem(ck!, cv!);
          window.localStorage.setItem(uk!, uv!);
        },
        [
          creatorSecretKey(summary.report_id),
          summary.creator_secret,
          uploadSecretKey(summary.report_id),
          photos.upload_secret,
        ],
      );

      await page.goto(`/analysis/${summary.report_id}`);
      await page.getByRole("button", { name: en.reportOwner.upgrade.getFree }).click();
      const dialog = page.getByRole("dialog");
      const email = uniqueEmail("free-wrong");
      await dialog.getByLabel("Email address").fill(email);
      await dialog.getByRole("button", { name: "Send Verification Code" }).click();
      await expect(dialog.getByLabel("Verification code")).toBeVisible();
      const right = await latestCode(page.request, email);
      await dialog.getByLabel("Verification code").fill(wrongCode(right));
      await dialog.getByRole("button", { name: "Verify & Get My Report" }).click();
      await expectCodeRefusedBesideField(page, dialog);
      await expectAccessible(page);
      await screenshot(page, testInfo, "free-report-wrong-code", viewport, { fullPage: false });
      await expectRefusalClearedByTyping(dialog, right.slice(0, 5));

      // Back to the address: the code's refusal does not follow the user there.
      await dialog.getByRole("button", { name: "Back" }).click();
      await expect(dialog.getByLabel("Email address")).not.toHaveAttribute("aria-invalid", "true");
      expect((await page.request.get("/api/user/profile")).status()).toBe(401);
    });
  });
}
