import { expect, test, type Page } from "@playwright/test";
import { CONTACT_RATE_LIMITED } from "@/lib/contact/texts";
import { en } from "./support/english";
import { expectAccessible, VIEWPORTS } from "./support/journeys";

// /contact (spec sections 2, 4, 5 and 8). The page's clock is fixed, so the
// anti-spam minimum of 3 s is decided by the test, not by how fast it types.

/** The form's messages as the page shows them (the API's words, in English). */
const M = en.contact.errors;
const LOADED_AT = new Date("2026-03-02T10:00:00Z");
const LATER = new Date(LOADED_AT.getTime() + 5_000);

/** Counts the form's requests to the API, to show that invalid forms send none. */
function countSubmissions(page: Page) {
  const sent: unknown[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/contact-form")) sent.push(request.postDataJSON());
  });
  return sent;
}

/** Waits until the form runs in the browser (the count follows typing), so its load time is taken. */
async function waitForForm(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await page.getByLabel("Message").fill("x");
  await expect(page.getByTestId("message-count")).toHaveText("1/2000");
  await page.getByLabel("Message").fill("");
}

async function openForm(page: Page) {
  await page.clock.setFixedTime(LOADED_AT);
  await page.goto("/contact");
  await waitForForm(page);
}

async function fillValid(page: Page) {
  await page.getByLabel("Name").fill("Marie Curie");
  await page.getByLabel("Email").fill("marie@example.com");
  await page.getByLabel("Subject").fill("Question about my report");
  await page.getByLabel("Message").fill("Could you explain the key findings of my report?");
}

const send = (page: Page) => page.getByRole("button", { name: "Send Message" }).click();
const errorBox = (page: Page) => page.locator('[data-slot="form-error"]');
const fieldError = (page: Page, label: string) =>
  page.locator('[data-slot="field"]', { has: page.getByLabel(label) }).locator('[data-slot="field-error"]');

test.describe("contact page", () => {
  for (const viewport of VIEWPORTS) {
    test(`shows the form and other ways to reach us at ${viewport.name} width`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await openForm(page);
      const other = page.getByRole("complementary", { name: "Other ways to reach us" });
      await expect(other.getByTestId("contact-email")).toHaveText("support@skinsight.local");
      await expect(other.getByTestId("contact-email")).toHaveAttribute(
        "href",
        "mailto:support@skinsight.local",
      );
      await expect(other).toContainText("We typically respond within 24 hours");
      await expectAccessible(page);
      await page.screenshot({
        path: `test-results/screenshots/contact-${testInfo.project.name}-${viewport.name}.png`,
        fullPage: true,
      });
      await send(page);
      await expect(fieldError(page, "Name")).toHaveText(M.nameRequired);
      await expectAccessible(page);
      await page.screenshot({
        path: `test-results/screenshots/contact-errors-${testInfo.project.name}-${viewport.name}.png`,
        fullPage: true,
      });
    });
  }

  test("an empty form shows every required message at once and sends nothing", async ({ page }) => {
    const sent = countSubmissions(page);
    await openForm(page);
    await page.clock.setFixedTime(LATER);
    await send(page);
    await expect(fieldError(page, "Name")).toHaveText(M.nameRequired);
    await expect(fieldError(page, "Email")).toHaveText(M.emailRequired);
    await expect(fieldError(page, "Subject")).toHaveText(M.subjectRequired);
    await expect(fieldError(page, "Message")).toHaveText(M.messageRequired);
    await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);
  });

  test("too short values and a bad address show their messages, and editing a field clears its error", async ({
    page,
  }) => {
    const sent = countSubmissions(page);
    await openForm(page);
    await page.clock.setFixedTime(LATER);
    await page.getByLabel("Name").fill(" A ");
    await page.getByLabel("Email").fill("marie curie@example.com");
    await page.getByLabel("Subject").fill("Hi");
    await page.getByLabel("Message").fill("Too short");
    await send(page);
    await expect(fieldError(page, "Name")).toHaveText(M.nameTooShort);
    await expect(fieldError(page, "Email")).toHaveText(M.emailInvalid);
    await expect(fieldError(page, "Subject")).toHaveText(M.subjectTooShort);
    await expect(fieldError(page, "Message")).toHaveText(M.messageTooShort);

    await page.getByLabel("Name").pressSequentially("x");
    await expect(fieldError(page, "Name")).toBeEmpty();
    await expect(fieldError(page, "Email")).toHaveText(M.emailInvalid);
    await page.getByLabel("Email").fill("marie@");
    await expect(fieldError(page, "Email")).toBeEmpty();
    await send(page);
    await expect(fieldError(page, "Email")).toHaveText(M.emailInvalid);
    expect(sent).toEqual([]);
  });

  test("too long values show their messages; the name stops at 100 characters and the count follows the message", async ({
    page,
  }) => {
    const sent = countSubmissions(page);
    await openForm(page);
    await page.clock.setFixedTime(LATER);
    await page.getByLabel("Name").fill("N".repeat(150));
    await expect(page.getByLabel("Name")).toHaveValue("N".repeat(100));
    await page.getByLabel("Email").fill("marie@example.com");
    await page.getByLabel("Subject").fill("S".repeat(201));
    await page.getByLabel("Message").fill("M".repeat(2001));
    await expect(page.getByTestId("message-count")).toHaveText("2001/2000");
    await send(page);
    await expect(fieldError(page, "Name")).toBeEmpty();
    await expect(fieldError(page, "Subject")).toHaveText(M.subjectTooLong);
    await expect(fieldError(page, "Message")).toHaveText(M.messageTooLong);
    expect(sent).toEqual([]);
  });

  test("a filled-in hidden website field is refused as spam", async ({ page }) => {
    const sent = countSubmissions(page);
    await openForm(page);
    await page.clock.setFixedTime(LATER);
    await fillValid(page);
    await page.locator('input[name="website"]').fill("http://spam.example", { force: true });
    await send(page);
    await expect(errorBox(page)).toHaveText(M.spam);
    expect(sent).toEqual([]);
  });

  test("a form sent within 3 seconds of loading is refused as too quick, and goes through after", async ({
    page,
  }) => {
    const sent = countSubmissions(page);
    await openForm(page);
    await fillValid(page);
    await page.clock.setFixedTime(new Date(LOADED_AT.getTime() + 2_500));
    await send(page);
    await expect(errorBox(page)).toHaveText(en.contact.tooQuickly);
    expect(sent).toEqual([]);

    await page.clock.setFixedTime(new Date(LOADED_AT.getTime() + 3_000));
    await send(page);
    await expect(page.getByRole("heading", { name: en.contact.sentTitle })).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  test("a sent message shows the success screen, and Send Another Message returns to an empty form", async ({
    page,
    baseURL,
  }, testInfo) => {
    const sent = countSubmissions(page);
    await page.clock.setFixedTime(LOADED_AT);
    await page.goto("/contact", { referer: `${baseURL}/pricing` });
    await waitForForm(page);
    await page.clock.setFixedTime(LATER);
    await fillValid(page);
    await send(page);
    await expect(page.getByRole("heading", { name: en.contact.sentTitle })).toBeVisible();
    await expect(page.getByText(en.contact.sentText)).toBeVisible();
    expect(sent).toEqual([
      {
        name: "Marie Curie",
        email: "marie@example.com",
        subject: "Question about my report",
        message: "Could you explain the key findings of my report?",
        page_url: expect.stringMatching(/\/contact$/),
        referrer_url: expect.stringMatching(/\/pricing$/),
        timestamp: LATER.toISOString(),
        // The page's language, in which the support inbox's copy is framed.
        language: "en",
      },
    ]);
    await page.screenshot({ path: `test-results/screenshots/contact-sent-${testInfo.project.name}.png` });

    await page.getByRole("button", { name: "Send Another Message" }).click();
    for (const label of ["Name", "Email", "Subject", "Message"])
      await expect(page.getByLabel(label)).toHaveValue("");
    await expect(page.getByTestId("message-count")).toHaveText("0/2000");
  });

  test("while sending the button reads 'Sending...' and is disabled; a failure shows the server's detail and keeps the form", async ({
    page,
  }, testInfo) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact-form", async (route) => {
      await held;
      await route.fulfill({ status: 429, json: { detail: CONTACT_RATE_LIMITED } });
    });
    await openForm(page);
    await page.clock.setFixedTime(LATER);
    await fillValid(page);
    await send(page);
    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();
    await expect(errorBox(page)).toHaveText(M.rateLimited);
    await expect(page.getByLabel("Name")).toHaveValue("Marie Curie");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await page.screenshot({ path: `test-results/screenshots/contact-failed-${testInfo.project.name}.png` });
  });

  test("a failure without a detail shows 'Failed to send message. Please try again later.'", async ({
    page,
  }) => {
    await page.route("**/api/contact-form", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
    );
    await openForm(page);
    await page.clock.setFixedTime(LATER);
    await fillValid(page);
    await send(page);
    await expect(errorBox(page)).toHaveText(en.contact.sendFailed);
  });
});
