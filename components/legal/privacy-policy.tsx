import type { Metadata } from "next";
import Link from "next/link";
import { LegalPage, type LegalSection } from "@/components/legal/legal-page";
import type { LastUpdated } from "@/lib/site/last-updated";
import { retentionIsUnlimited, type Settings } from "@/lib/settings/schema";

// The privacy policy, as /privacy renders it for a signed-in viewer (app/(site)) and for every
// signed-out visitor from memory (app/(visitor)): its retention periods come from the settings.

export const PRIVACY_METADATA: Metadata = {
  alternates: { canonical: "/privacy" },
  title: "Privacy Policy",
  description:
    "What SkinSight collects, why, who processes it, how long it is kept and how you export or delete it.",
};

const kept = (days: number) =>
  retentionIsUnlimited(days) ? "until you delete them" : `for ${days} ${days === 1 ? "day" : "days"}`;

function sections(settings: Settings): LegalSection[] {
  return [
    {
      title: "Information We Collect",
      body: (
        <>
          <p>We collect only what the service needs:</p>
          <ul>
            <li>
              <strong>Account data:</strong> your name, your e-mail address and your year of birth.
            </li>
            <li>
              <strong>Content you upload:</strong> skin photos, optional context notes, answers to our
              questions, and medical records you choose to attach.
            </li>
            <li>
              <strong>Reports:</strong> the AI-written reports made from your uploads, and the privacy setting
              you choose for each.
            </li>
            <li>
              <strong>Usage and payment data:</strong> the reports you create, your credits and subscription,
              payment records (amount, date, what was bought), and technical data such as your IP address for
              security and rate limiting.
            </li>
          </ul>
          <p>We never receive or store your card number: Stripe handles it.</p>
        </>
      ),
    },
    {
      title: "How We Use Your Information",
      body: (
        <ul>
          <li>To analyse your photos and write your reports.</li>
          <li>To sign you in with one-time codes sent by e-mail, and to keep your account secure.</li>
          <li>To process payments, keep your credits and subscription, and send receipts.</li>
          <li>To answer your messages to our support team.</li>
          <li>
            To improve our AI: images and analyses from free reports may be used for this. Data from premium
            reports (paid with credits or a subscription) is never used without your explicit consent.
          </li>
        </ul>
      ),
    },
    {
      title: "AI Analysis of Your Photos",
      body: (
        <>
          {settings.ai_processing === "own_servers" ? (
            <p>
              Your report is written by an AI model that runs on our own servers. Your photos, your context
              note, your answers to our questions and the text of any medical records you attach are analysed
              there: no other company receives them for the analysis.
            </p>
          ) : (
            <p>
              Your report is written by an AI model from OpenAI. To produce it, we send OpenAI your photos,
              your context note, your answers to our questions and the text of any medical records you attach.
              OpenAI processes this data on our behalf to return the analysis.
            </p>
          )}
          <p>
            Before storing or sending a photo we re-encode it and strip its metadata, such as the location
            where it was taken.
          </p>
        </>
      ),
    },
    {
      title: "Who We Share Data With",
      body: (
        <>
          <p>We do not sell your data. We share it only with the providers that run parts of the service:</p>
          <ul>
            {settings.ai_processing === "openai" ? (
              <li>
                <strong>OpenAI</strong>, for the AI analysis (see section 3).
              </li>
            ) : null}
            <li>
              <strong>Stripe</strong>, for payments: your e-mail address and what you buy.
            </li>
            <li>
              <strong>Our e-mail provider</strong>, to deliver sign-in codes, verification messages and
              receipts.
            </li>
          </ul>
          <p>
            Reports you make public appear in the community gallery; unlisted reports can be opened by anyone
            with the link; private reports only by you.
          </p>
        </>
      ),
    },
    {
      title: "How Long We Keep Your Data",
      body: (
        <>
          <ul>
            <li>Free reports and their photos are kept {kept(settings.free_report_retention_days)}.</li>
            <li>Reports made with credits are kept {kept(settings.credit_report_retention_days)}.</li>
            <li>
              Reports made with a subscription are kept {kept(settings.subscription_report_retention_days)}.
            </li>
            <li>Your account data is kept until you delete your account.</li>
          </ul>
          <p>Payment records are kept as long as accounting law requires.</p>
        </>
      ),
    },
    {
      title: "Your Rights and Choices",
      body: (
        <>
          <p>You may access, correct, export or delete your data at any time:</p>
          <ul>
            <li>
              <strong>Export:</strong> download everything we keep about you from your account page.
            </li>
            <li>
              <strong>Delete:</strong> delete your account from your account page; it removes your profile,
              reports, photos and medical records. We ask for a code sent to your e-mail first, so nobody else
              can do it.
            </li>
            <li>
              <strong>Change:</strong> update your profile, or change a report between public, unlisted and
              private.
            </li>
          </ul>
          <p>
            You can also ask us to do any of this for you through the{" "}
            <Link href="/contact">contact page</Link>.
          </p>
        </>
      ),
    },
    {
      title: "Security",
      body: (
        <p>
          Data travels over encrypted connections. Sign-in uses short-lived one-time codes instead of
          passwords, with limits on attempts. Provider keys are stored encrypted, and access to the
          administrator console is restricted. No system is perfectly secure, but we work to protect your data
          and will tell you of any breach that affects you.
        </p>
      ),
    },
    {
      title: "Cookies",
      body: (
        <p>
          We use one essential cookie that keeps you signed in. We do not use advertising or third-party
          tracking cookies. Your browser may also keep a pending purchase in session storage while you sign
          in.
        </p>
      ),
    },
    {
      title: "Changes and Contact",
      body: (
        <p>
          We may update this policy; the date at the top shows the latest version, and we will tell you of
          important changes by e-mail. Questions or requests about your data:{" "}
          <Link href="/contact">contact us</Link>.
        </p>
      ),
    },
  ];
}

/** The policy with the retention the settings give, dated `updated`. */
export function PrivacyPolicy({ settings, updated }: { settings: Settings; updated: LastUpdated }) {
  return (
    <LegalPage
      title="Privacy Policy"
      updated={updated}
      intro={
        <p>
          SkinSight analyses photos of skin with AI. This policy explains what we collect, why, who processes
          it for us and how you stay in control of it.
        </p>
      }
      sections={sections(settings)}
    />
  );
}
