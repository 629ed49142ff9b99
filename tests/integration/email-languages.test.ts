import { afterEach, describe, expect, it } from "vitest";
import { POST as sendLoginCode } from "@/app/api/auth/send-login-code/route";
import { POST as confirmCheckout } from "@/app/api/checkout/simulated/route";
import { POST as contactForm } from "@/app/api/contact-form/route";
import { POST as createCheckout } from "@/app/api/create-checkout-session/route";
import { POST as sendVerificationCode } from "@/app/api/send-verification-code/route";
import { POST as sendDeleteCode } from "@/app/api/user/delete-code/route";
import { POST as register } from "@/app/api/users/register/route";
import { env, resetEnv } from "@/lib/config/env";
import { db } from "@/lib/db";
import { LOCALE_COOKIE } from "@/lib/i18n/locales";
import { sendDueSpotReminders } from "@/lib/spots/reminders";
import { makeReport, makeSpot, makeUser, signedInUser } from "../support/factories";
import { call, randomIp } from "../support/http";

// Each mail in its recipient's language (docs/i18n.md, "E-mails"): the account's saved language,
// else the request's, else English; with no request at hand, the newest report's language.

const mailTo = (to: string, purpose: string) =>
  db.emailOutbox.findFirstOrThrow({ where: { to, purpose }, orderBy: { createdAt: "desc" } });

const address = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe("sign-in and verification codes", () => {
  it("a sign-in code asked for in German is in German; one asked for in no language stays English", async () => {
    const german = address("de");
    const asked = await call(sendLoginCode, "/api/auth/send-login-code", {
      json: { email: german },
      headers: { "accept-language": "de-DE,de;q=0.9,en;q=0.8" },
      ip: randomIp(),
    });
    expect(asked.status).toBe(200);
    const mail = await mailTo(german, "login_code");
    expect(mail.subject).toBe("Ihr Anmeldecode für SkinSight");
    expect(mail.text).toContain("Geben Sie diesen Code ein, um sich bei SkinSight anzumelden:");
    expect(mail.text).toContain("Der Code ist 10 Minuten lang gültig und kann nur einmal verwendet werden.");
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain("Ihr Anmeldecode</h1>");

    const english = address("en");
    await call(sendLoginCode, "/api/auth/send-login-code", { json: { email: english }, ip: randomIp() });
    const plain = await mailTo(english, "login_code");
    expect(plain.subject).toBe("Your SkinSight sign-in code");
    expect(plain.text).toBe(
      `SkinSight\n\nEnter this code to sign in to SkinSight:\n\n${plain.code}\n\nThe code expires in 10 minutes and works once.\nIf you did not ask for this code, you can ignore this e-mail.\n`,
    );
  });

  it("an account's saved language wins over the asking browser's", async () => {
    const user = await makeUser({ language: "fr" });
    await call(sendLoginCode, "/api/auth/send-login-code", {
      json: { email: user.email },
      headers: { "accept-language": "de" },
      ip: randomIp(),
    });
    const mail = await mailTo(user.email, "login_code");
    expect(mail.subject).toBe("Votre code de connexion SkinSight");
    expect(mail.text).toContain("Saisissez ce code pour vous connecter à SkinSight\u00a0:");
  });

  it("a verification code follows the browser's language cookie", async () => {
    const email = address("cookie");
    await call(sendVerificationCode, "/api/send-verification-code", {
      json: { email },
      headers: { cookie: `${LOCALE_COOKIE}=fr`, "accept-language": "de" },
      ip: randomIp(),
    });
    const mail = await mailTo(email, "verification_code");
    expect(mail.subject).toBe("Votre code de vérification SkinSight");
    expect(mail.text).toContain(
      "Saisissez ce code pour vérifier votre adresse e-mail auprès de SkinSight\u00a0:",
    );
    expect(mail.html).toContain("Vérifiez votre adresse e-mail</h1>");
  });

  it("a registration's verification link is in the registering browser's language", async () => {
    const email = address("register");
    const registered = await call(register, "/api/users/register", {
      json: { email, year_of_birth: 1990 },
      headers: { "accept-language": "fr-CH, fr;q=0.9" },
      ip: randomIp(),
    });
    expect(registered.status).toBe(200);
    const mail = await mailTo(email, "verification_link");
    expect(mail.subject).toBe("Vérifiez votre adresse e-mail pour SkinSight");
    expect(mail.text).toContain(
      "Le lien expire dans 24\u00a0heures et ne peut être utilisé qu’une seule fois.",
    );
    // The link opens the page in the same language.
    expect(mail.text).toContain(`${env().APP_URL}/fr/verify-email/`);
  });
});

describe("the account deletion code", () => {
  it("is in the account's saved language", async () => {
    const { user, token } = await signedInUser({ language: "de" });
    const sent = await call(sendDeleteCode, "/api/user/delete-code", { bearer: token, method: "POST" });
    expect(sent.status).toBe(200);
    const mail = await mailTo(user.email, "delete_account_code");
    expect(mail.subject).toBe("Bestätigen Sie die Löschung Ihres SkinSight-Kontos");
    expect(mail.text).toContain("Geben Sie diesen Code ein, um Ihr SkinSight-Konto endgültig zu löschen:");
    expect(mail.html).toContain('<html lang="de">');
  });

  it("without one, is in the request's language, and in English for a request that names none", async () => {
    const { user, token } = await signedInUser();
    await call(sendDeleteCode, "/api/user/delete-code", {
      bearer: token,
      method: "POST",
      headers: { "accept-language": "fr" },
    });
    expect((await mailTo(user.email, "delete_account_code")).subject).toBe(
      "Confirmez la suppression de votre compte SkinSight",
    );

    const other = await signedInUser();
    await call(sendDeleteCode, "/api/user/delete-code", { bearer: other.token, method: "POST" });
    const english = await mailTo(other.user.email, "delete_account_code");
    expect(english.subject).toBe("Confirm the deletion of your SkinSight account");
    expect(english.text).toBe(
      `SkinSight\n\nEnter this code to permanently delete your SkinSight account:\n\n${english.code}\n\nThe code expires in 10 minutes and works once.\n\nDeleting your account removes your reports, photos and medical records for good.\n\nIf you did not ask for this, ignore this e-mail: your account stays as it is.\n`,
    );
  });
});

describe("the contact form's copy", () => {
  const form = {
    name: "Marie Curie",
    email: "marie@example.com",
    subject: "Frage zu meinem Bericht",
    message: "Könnten Sie mir die Ergebnisse erklären?",
    page_url: "http://localhost:3000/de/contact",
    timestamp: "2025-03-01T10:00:00.000Z",
  };
  const latestCopy = () =>
    db.emailOutbox.findFirstOrThrow({ where: { purpose: "contact_copy" }, orderBy: { createdAt: "desc" } });

  it("is framed in the language of the page the form was sent from", async () => {
    const sent = await call(contactForm, "/api/contact-form", {
      json: { ...form, language: "de" },
      headers: { "accept-language": "fr" },
      ip: randomIp(),
    });
    expect(sent.status).toBe(200);
    const copy = await latestCopy();
    expect(copy.subject).toBe("[SkinSight-Kontakt] Frage zu meinem Bericht");
    expect(copy.text).toBe(
      "SkinSight-Kontaktformular\n\nVon: Marie Curie <marie@example.com>\nBetreff: Frage zu meinem Bericht\n\nKönnten Sie mir die Ergebnisse erklären?\n",
    );
    expect(copy.html).toContain("Neue Nachricht über das Kontaktformular</h1>");
  });

  it("without a language, follows the request's, else stays English", async () => {
    await call(contactForm, "/api/contact-form", {
      json: form,
      headers: { "accept-language": "fr" },
      ip: randomIp(),
    });
    expect((await latestCopy()).subject).toBe("[Contact SkinSight] Frage zu meinem Bericht");

    await call(contactForm, "/api/contact-form", { json: form, ip: randomIp() });
    const english = await latestCopy();
    expect(english.subject).toBe("[SkinSight contact] Frage zu meinem Bericht");
    expect(english.text).toMatch(
      /^SkinSight contact form\n\nFrom: Marie Curie <marie@example.com>\nSubject: /,
    );
  });

  it("refuses a language the site does not speak", async () => {
    const before = await db.contactMessage.count();
    const sent = await call(contactForm, "/api/contact-form", {
      json: { ...form, language: "xx" },
      ip: randomIp(),
    });
    expect(sent.status).toBe(422);
    expect(await db.contactMessage.count()).toBe(before);
  });
});

describe("spot reminders", () => {
  const at = (day: number) => new Date(Date.UTC(2026, 2, 1 + day, 9));

  it("are in the owner's saved language", async () => {
    const user = await makeUser({ language: "de" });
    await makeSpot(user.id, {
      label: "Muttermal am Schlüsselbein",
      bodySite: "left_shoulder",
      reminderIntervalDays: 30,
      createdAt: at(0),
    });
    await sendDueSpotReminders(at(30));
    const mail = await mailTo(user.email, "spot_reminder");
    expect(mail.subject).toBe(
      "Zeit für eine Kontrolle: „Muttermal am Schlüsselbein“ an Ihrer linken Schulter",
    );
    expect(mail.text).toContain(
      "Für „Muttermal am Schlüsselbein“ an Ihrer linken Schulter ist ein neues Foto fällig: Sie wollten alle 30 Tage daran erinnert werden.",
    );
    expect(mail.html).toContain("Zeit für ein neues Foto</h1>");
    // Its links open the pages in German.
    expect(mail.text).toContain(`${env().APP_URL}/de/upload?spot=`);
    expect(mail.text).toContain(`${env().APP_URL}/de/unsubscribe/reminders?token=`);
  });

  it("without a saved language, are in the language of the owner's newest report", async () => {
    const user = await makeUser();
    await makeReport({ userId: user.id, language: "de", createdAt: at(50) });
    await makeReport({ userId: user.id, language: "fr", createdAt: at(55) });
    await makeSpot(user.id, {
      label: "Grain de beauté",
      bodySite: "other",
      reminderIntervalDays: 30,
      createdAt: at(60),
    });
    await sendDueSpotReminders(at(90));
    const mail = await mailTo(user.email, "spot_reminder");
    expect(mail.subject).toBe("Il est temps de contrôler «\u00a0Grain de beauté\u00a0»");
  });

  it("stay in English for an owner with neither", async () => {
    const user = await makeUser();
    await makeSpot(user.id, {
      label: "Mole",
      bodySite: "groin",
      reminderIntervalDays: 30,
      createdAt: at(100),
    });
    await sendDueSpotReminders(at(130));
    const mail = await mailTo(user.email, "spot_reminder");
    expect(mail.subject).toBe("Time to check “Mole” in your groin");
    expect(mail.text).toContain(
      "“Mole” in your groin is due for a new photo: you asked to be reminded every 30 days.",
    );
  });
});

describe("receipts", () => {
  const saved = process.env.APP_ENV;
  afterEach(() => {
    if (saved === undefined) delete process.env.APP_ENV;
    else process.env.APP_ENV = saved;
    resetEnv();
  });

  /** Buys three credits through the simulated checkout; answers the receipt and the credits' expiry. */
  async function buyThreeCredits(overrides: Parameters<typeof signedInUser>[0] = {}) {
    process.env.APP_ENV = "development";
    resetEnv();
    const { user, token } = await signedInUser(overrides);
    const started = await call(createCheckout, "/api/create-checkout-session", {
      json: { plan_type: "credits", plan_details: { credits: 3, price: 0.5 } },
      bearer: token,
    });
    expect(started.status).toBe(200);
    const confirmed = await call(confirmCheckout, "/api/checkout/simulated", {
      json: { session_id: started.body.session_id },
      bearer: token,
    });
    expect(confirmed.status).toBe(200);
    const { creditsExpiresAt } = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    return { receipt: await mailTo(user.email, "receipt"), expires: creditsExpiresAt! };
  }

  it("are in the account's language, with its way of writing amounts and days", async () => {
    const { receipt, expires } = await buyThreeCredits({ language: "de" });
    const day = [expires.getUTCDate(), expires.getUTCMonth() + 1]
      .map((n) => String(n).padStart(2, "0"))
      .join(".");
    expect(receipt.subject).toBe("Ihre Zahlungsbestätigung von SkinSight: 3 SkinSight-Credits");
    expect(receipt.text).toBe(
      `SkinSight\n\nVielen Dank für Ihren Kauf.\n\nKauf: 3 SkinSight-Credits\nBetrag: 19,99 EUR\nGutgeschriebene Credits: 3\nIhre Credits verfallen am ${day}.${expires.getUTCFullYear()}.\nDies war eine simulierte Zahlung in einer Entwicklungsumgebung; es wurde kein Geld abgebucht.\n\nBitte bewahren Sie diese E-Mail als Zahlungsbeleg auf.\n`,
    );
  });

  it("stay as they were in English", async () => {
    const { receipt, expires } = await buyThreeCredits();
    expect(receipt.subject).toBe("Your SkinSight receipt: 3 SkinSight credits");
    expect(receipt.text).toBe(
      `SkinSight\n\nThank you for your purchase.\n\nPurchase: 3 SkinSight credits\nAmount: 19.99 EUR\nCredits: 3\nYour credits expire on ${expires.toISOString().slice(0, 10)}.\nThis was a simulated payment in a development setup; no money was taken.\n\nKeep this e-mail as your receipt.\n`,
    );
  });
});
