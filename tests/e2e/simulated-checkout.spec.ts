import { expect, test } from "@playwright/test";
import { signInAs } from "./support/sign-in-as";
import de from "@/messages/de.json" with { type: "json" };

// With no Stripe key the whole purchase can be tried locally: the checkout URL
// is the app's own simulated checkout page, and confirming it grants the credits.

test("a signed-in user buys 3 credits through the simulated checkout and sees the new balance", async ({
  page,
}, testInfo) => {
  await signInAs(page.request, `buyer-${testInfo.project.name}@example.com`);
  const started = await page.request.post("/api/create-checkout-session", {
    data: { plan_type: "credits", plan_details: { type: "credits", credits: 3, price: 0.01 } },
  });
  expect(started.ok()).toBe(true);
  const { checkout_url } = (await started.json()) as { checkout_url: string };
  expect(checkout_url).toMatch(/^\/checkout\/simulated\?session=cs_sim_/);

  await page.goto(checkout_url);
  await expect(page.getByRole("note")).toContainText("simulated checkout");
  await expect(page.locator('[data-field="plan"]')).toHaveText("3 SkinSight credits");
  await expect(page.locator('[data-field="amount"]')).toHaveText("19.99 EUR");
  await page.screenshot({ path: `test-results/screenshots/simulated-checkout-${testInfo.project.name}.png` });

  await page.getByRole("button", { name: "Confirm simulated payment" }).click();
  await expect(page.locator('[data-field="balance"]')).toHaveText("Your balance: 3 credits");
  await page.screenshot({
    path: `test-results/screenshots/simulated-checkout-paid-${testInfo.project.name}.png`,
  });

  const profile = (await (await page.request.get("/api/user/profile")).json()) as { credits: number };
  expect(profile.credits).toBe(3);
});

test("a German buyer pays on the German simulated checkout and comes back to the German account page", async ({
  page,
}, testInfo) => {
  await signInAs(page.request, `buyer-de-${testInfo.project.name}@example.com`);
  expect((await page.request.patch("/api/user/profile", { data: { language: "de" } })).ok()).toBe(true);
  const started = await page.request.post("/api/create-checkout-session", {
    data: { plan_type: "credits", plan_details: { type: "credits", credits: 3, price: 0.01 } },
  });
  const { checkout_url } = (await started.json()) as { checkout_url: string };
  expect(checkout_url).toMatch(/^\/de\/checkout\/simulated\?session=cs_sim_/);

  await page.goto(checkout_url);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.getByRole("button", { name: de.checkout.confirm }).click();
  await expect(page.locator('[data-field="balance"]')).toHaveText("Ihr Guthaben: 3 Credits");
  await page.getByRole("link", { name: de.checkout.continue }).click();
  await expect(page).toHaveURL(/\/de\/account\?message=payment_success&session_id=cs_sim_/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});
