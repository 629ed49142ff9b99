import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import OpenAI from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import type { ChatCompletionCreateParamsNonStreaming } from "openai/resources/chat/completions";
import type { Resend } from "resend";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createOpenAIClient } from "../../lib/providers/openai";
import { createResendClient } from "../../lib/providers/resend";
import { createStripeClient } from "../../lib/providers/stripe";
import { FakeOpenAI } from "../fakes/openai";
import { FakeResend } from "../fakes/resend";
import { FakeStripe, stripeFailures } from "../fakes/stripe";
import { buildStripeEvent, deliverStripeEvent, signStripeEvent } from "../fakes/stripe-events";

// A 1x1 transparent PNG.
const PNG_DATA_URL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

describe("FakeOpenAI + openai SDK", () => {
  const fake = new FakeOpenAI();
  let client: OpenAI;

  const Analysis = z.object({
    skin_type: z.enum(["dry", "oily", "combination"]),
    concerns: z.array(z.object({ name: z.string(), severity: z.number().int().min(1).max(5) })),
    summary: z.string(),
  });

  const analysisRequest = (): ChatCompletionCreateParamsNonStreaming & {
    response_format: ReturnType<typeof zodResponseFormat<typeof Analysis>>;
  } => ({
    model: "gpt-4o",
    messages: [
      { role: "system", content: "You are a dermatology assistant." },
      {
        role: "user",
        content: [
          { type: "text", text: "Analyse this photo." },
          { type: "image_url", image_url: { url: PNG_DATA_URL, detail: "high" } },
        ],
      },
    ],
    response_format: zodResponseFormat(Analysis, "skin_analysis"),
  });

  const hello: ChatCompletionCreateParamsNonStreaming = {
    model: "gpt-4o",
    messages: [{ role: "user", content: "hi" }],
  };

  beforeAll(async () => {
    await fake.start();
    client = createOpenAIClient({ apiKey: "sk-test", baseURL: fake.baseURL });
  });
  afterAll(() => fake.stop());
  beforeEach(() => fake.reset());

  it("answers an image + json_schema request with the scripted JSON, parsed by the SDK", async () => {
    const answer = { skin_type: "oily", concerns: [{ name: "acne", severity: 3 }], summary: "Mild acne." };
    fake.enqueue({ json: answer });

    const completion = await client.chat.completions.parse(analysisRequest());

    expect(completion.choices[0]?.message.parsed).toEqual(answer);
    expect(completion).toMatchObject({ object: "chat.completion", model: "gpt-4o" });
    expect(completion.usage?.prompt_tokens).toBeGreaterThan(85);
    expect(fake.imagePartCount()).toBe(1);
    expect(fake.imageParts()[0]?.image_url).toEqual({ url: PNG_DATA_URL, detail: "high" });
    expect(fake.lastChatRequest()?.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "skin_analysis", strict: true },
    });
    expect(fake.lastRequest()?.headers.authorization).toBe("Bearer sk-test");
  });

  it("answers with an object valid against the request's schema when nothing is queued", async () => {
    const completion = await client.chat.completions.parse(analysisRequest());

    expect(Analysis.parse(completion.choices[0]?.message.parsed)).toEqual({
      skin_type: "dry",
      concerns: [{ name: "sample", severity: 1 }],
      summary: "sample",
    });
  });

  it("uses a custom default responder", async () => {
    fake.setDefaultResponder((request) => ({ model: request.model }));
    const completion = await client.chat.completions.create(hello);
    expect(JSON.parse(completion.choices[0]?.message.content ?? "")).toEqual({ model: "gpt-4o" });

    fake.reset();
    const restored = await client.chat.completions.create(hello);
    expect(JSON.parse(restored.choices[0]?.message.content ?? "")).toEqual({});
  });

  it("lets the SDK retry a scripted 429 and 500, then succeed", async () => {
    fake.enqueue({ status: 429 }, { status: 500 }, { json: { ok: true } });

    const completion = await client.chat.completions.create(hello);

    expect(JSON.parse(completion.choices[0]?.message.content ?? "")).toEqual({ ok: true });
    expect(fake.requests.map((r) => r.headers["x-stainless-retry-count"])).toEqual(["0", "1", "2"]);
    expect(fake.pending).toBe(0);
  });

  it("surfaces an OpenAI-shaped error once retries are exhausted", async () => {
    fake.enqueue({ status: 429 }, { status: 429 }, { status: 429 });

    const error: unknown = await client.chat.completions.create(hello).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(OpenAI.RateLimitError);
    expect(error).toMatchObject({ status: 429, code: "rate_limit_exceeded", type: "requests" });
    expect(fake.chatRequests).toHaveLength(3);
  });

  it("returns malformed content verbatim and a refusal as such", async () => {
    fake.enqueue({ content: "{not json" }, { refusal: "I can't help with that." });

    const malformed = await client.chat.completions.create(hello);
    const refused = await client.chat.completions.create(hello);

    expect(malformed.choices[0]?.message.content).toBe("{not json");
    expect(refused.choices[0]?.message).toMatchObject({ content: null, refusal: "I can't help with that." });
  });

  it("delays a reply past the client's timeout", async () => {
    const impatient = createOpenAIClient({
      apiKey: "sk-test",
      baseURL: fake.baseURL,
      timeout: 50,
      maxRetries: 0,
    });
    fake.enqueue({ json: {}, delayMs: 1_000 });

    await expect(impatient.chat.completions.create(hello)).rejects.toBeInstanceOf(
      OpenAI.APIConnectionTimeoutError,
    );
  });
});

describe("FakeStripe + stripe SDK", () => {
  const fake = new FakeStripe();
  let stripe: Stripe;

  const subscriptionCheckout = (): Stripe.Checkout.SessionCreateParams => ({
    mode: "subscription",
    customer_email: "user@example.com",
    client_reference_id: "user-1",
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "eur",
          unit_amount: 990,
          product_data: { name: "SkinSight monthly" },
          recurring: { interval: "month" },
        },
      },
    ],
    metadata: { user_id: "user-1", plan_type: "subscription" },
    subscription_data: { metadata: { user_id: "user-1" } },
    success_url: "http://localhost:3000/billing/success?session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "http://localhost:3000/billing",
  });

  beforeAll(async () => {
    await fake.start();
    stripe = createStripeClient("sk_test_fake", fake.url);
  });
  afterAll(() => fake.stop());
  beforeEach(() => fake.reset());

  it("creates a checkout session with line items and metadata, and retrieves it", async () => {
    const session = await stripe.checkout.sessions.create(subscriptionCheckout());

    expect(session.id).toMatch(/^cs_test_/);
    expect(session).toMatchObject({
      object: "checkout.session",
      url: `${fake.url}/checkout/pay/${session.id}`,
      status: "open",
      amount_total: 990,
      currency: "eur",
      metadata: { user_id: "user-1", plan_type: "subscription" },
    });
    expect(fake.lastRequest()?.body).toMatchObject({
      line_items: [{ quantity: "1", price_data: { unit_amount: "990", recurring: { interval: "month" } } }],
    });
    expect(fake.lastRequest()?.headers["stripe-version"]).toBe("2026-10-28.endive");

    const retrieved = await stripe.checkout.sessions.retrieve(session.id, { expand: ["line_items"] });
    expect(retrieved.client_reference_id).toBe("user-1");
    expect(retrieved.line_items?.data[0]).toMatchObject({ quantity: 1, amount_total: 990, currency: "eur" });
  });

  it("completes checkout, then updates and cancels the subscription", async () => {
    const session = await stripe.checkout.sessions.create(subscriptionCheckout());
    const { subscription, invoice, customer } = fake.completeCheckoutSession(session.id);
    if (!subscription || !invoice) throw new Error("subscription mode creates both");

    const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription"] });
    expect(completed).toMatchObject({ status: "complete", payment_status: "paid", customer: customer.id });
    expect((completed.subscription as Stripe.Subscription).metadata).toEqual({ user_id: "user-1" });
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ email: "user@example.com" });

    const paid = await stripe.invoices.retrieve(invoice.id);
    expect(paid).toMatchObject({ status: "paid", amount_paid: 990, billing_reason: "subscription_create" });
    expect(paid.parent?.subscription_details?.subscription).toBe(subscription.id);

    const updated = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(updated.cancel_at_period_end).toBe(true);
    expect(updated.cancel_at).toBe(updated.items.data[0]?.current_period_end);

    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({
      status: "canceled",
      cancellation_details: { reason: "cancellation_requested" },
    });
    expect(fake.lastRequest()).toMatchObject({
      method: "DELETE",
      path: `/v1/subscriptions/${subscription.id}`,
    });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("canceled");
  });

  it("creates a customer and renews a seeded subscription with a failed payment", async () => {
    const customer = await stripe.customers.create({
      email: "renew@example.com",
      metadata: { user_id: "user-2" },
    });
    const subscription = fake.createSubscription({ customer: customer.id, unitAmount: 1990 });

    const { invoice } = fake.renewSubscription(subscription.id, { paid: false });

    const retrieved = await stripe.subscriptions.retrieve(subscription.id);
    expect(retrieved).toMatchObject({
      status: "past_due",
      customer: customer.id,
      latest_invoice: invoice?.id,
    });
    expect(await stripe.invoices.retrieve(invoice?.id ?? "")).toMatchObject({
      status: "open",
      amount_remaining: 1990,
      billing_reason: "subscription_cycle",
    });
  });

  it("serves the session url: pay completes the session and redirects to success_url", async () => {
    const session = await stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [
        {
          quantity: 3,
          price_data: { currency: "eur", unit_amount: 500, product_data: { name: "1 credit" } },
        },
      ],
      success_url: "http://localhost:3000/billing/success?session_id={CHECKOUT_SESSION_ID}",
    });
    expect(session.amount_total).toBe(1500);

    const page = await fetch(session.url ?? "");
    expect(await page.text()).toContain("<button");
    const paid = await fetch(session.url ?? "", { method: "POST", redirect: "manual" });

    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(
      `http://localhost:3000/billing/success?session_id=${session.id}`,
    );
    expect(fake.get(session.id)).toMatchObject({
      status: "complete",
      payment_intent: expect.stringMatching(/^pi_/),
    });
  });

  it("surfaces a scripted card_error at once and retries a scripted 500", async () => {
    fake.failNext({ ...stripeFailures.cardDeclined, path: "/v1/checkout/sessions" });
    const declined: unknown = await stripe.checkout.sessions
      .create(subscriptionCheckout())
      .catch((e: unknown) => e);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(declined).toMatchObject({
      statusCode: 402,
      code: "card_declined",
      decline_code: "generic_decline",
    });

    fake.reset();
    fake.failNext(stripeFailures.apiError);
    const customer = await stripe.customers.create({ email: "retry@example.com" });
    expect(customer.id).toMatch(/^cus_/);
    const [first, retry] = fake.requests;
    expect(fake.requests).toHaveLength(2);
    expect(retry?.headers["idempotency-key"]).toBe(first?.headers["idempotency-key"]);
  });

  it("answers unknown ids with resource_missing", async () => {
    await expect(stripe.subscriptions.retrieve("sub_missing")).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 404,
      code: "resource_missing",
      message: "No such subscription: 'sub_missing'",
    });
  });
});

describe("Stripe webhook helpers", () => {
  const secret = "whsec_test_secret";
  const stripe = createStripeClient("sk_test_fake", "http://127.0.0.1:9");
  const event = buildStripeEvent("checkout.session.completed", {
    id: "cs_test_1",
    object: "checkout.session",
    metadata: { user_id: "user-1" },
  });

  it("signs a payload that constructEvent accepts, and rejects a tampered one", () => {
    const { payload, signature } = signStripeEvent(event, secret);

    const verified = stripe.webhooks.constructEvent(payload, signature, secret);
    expect(verified).toMatchObject({ id: event.id, type: "checkout.session.completed" });
    expect(() =>
      stripe.webhooks.constructEvent(payload.replace("user-1", "user-2"), signature, secret),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => stripe.webhooks.constructEvent(payload, signature, "whsec_other")).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it("delivers a signed event to a webhook URL", async () => {
    let received: { body: string; headers: IncomingHttpHeaders } | undefined;
    const receiver = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        received = { body, headers: req.headers };
        res.end("ok");
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = receiver.address() as AddressInfo;
      const response = await deliverStripeEvent(
        `http://127.0.0.1:${port}/api/webhooks/stripe`,
        event,
        secret,
      );

      expect(response.status).toBe(200);
      const signature = received?.headers["stripe-signature"];
      expect(stripe.webhooks.constructEvent(received?.body ?? "", String(signature), secret).id).toBe(
        event.id,
      );
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});

describe("FakeResend + resend SDK", () => {
  const fake = new FakeResend();
  let resend: Resend;
  const mail = {
    from: "SkinSight <no-reply@skinsight.local>",
    to: "user@example.com",
    subject: "Your login code",
    html: "<p>Your code is <b>123456</b></p>",
    text: "Your code is 123456",
  };

  beforeAll(async () => {
    await fake.start();
    resend = createResendClient("re_test", fake.url);
  });
  afterAll(() => fake.stop());
  beforeEach(() => fake.reset());

  it("records a sent e-mail with html and text", async () => {
    const { data, error } = await resend.emails.send({ ...mail, replyTo: "support@skinsight.local" });

    expect(error).toBeNull();
    expect(data?.id).toBe(fake.lastEmail()?.id);
    expect(fake.lastEmail()).toMatchObject({ ...mail, to: ["user@example.com"] });
    expect(fake.lastEmail()?.payload.reply_to).toBe("support@skinsight.local");
    expect(fake.emailsTo("USER@example.com")).toHaveLength(1);
    expect(fake.lastRequest()?.headers.authorization).toBe("Bearer re_test");
  });

  it("records a batch", async () => {
    const { data, error } = await resend.batch.send([mail, { ...mail, to: ["other@example.com"] }]);

    expect(error).toBeNull();
    expect(data?.data.map((d) => d.id)).toEqual(fake.sent.map((s) => s.id));
    expect(fake.emailsTo("other@example.com")).toHaveLength(1);
  });

  it("surfaces scripted failures as the SDK's error object", async () => {
    fake.failNext({ status: 422, message: "Invalid `to` field." }).failNext({ status: 500, times: 2 });

    const invalid = await resend.emails.send(mail);
    expect(invalid).toMatchObject({
      data: null,
      error: { statusCode: 422, name: "validation_error", message: "Invalid `to` field." },
    });
    for (let i = 0; i < 2; i++) {
      expect((await resend.emails.send(mail)).error).toMatchObject({
        statusCode: 500,
        name: "application_error",
      });
    }
    expect((await resend.emails.send(mail)).error).toBeNull();
    expect(fake.sent).toHaveLength(1);
  });

  it("rejects an e-mail without a subject like the API does", async () => {
    const { error } = await resend.emails.send({ ...mail, subject: "" });
    expect(error).toMatchObject({ statusCode: 422, name: "missing_required_field" });
    expect(fake.sent).toHaveLength(0);
  });
});
