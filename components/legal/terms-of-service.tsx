import type { Metadata } from "next";
import Link from "next/link";
import { LegalPage, type LegalSection } from "@/components/legal/legal-page";
import type { LastUpdated } from "@/lib/site/last-updated";
import { creditExpirationMonths, type Settings } from "@/lib/settings/schema";

// The terms of service, as /terms renders them for a signed-in viewer (app/(site)) and for every
// signed-out visitor from memory (app/(visitor)): credit expiry and limits come from the settings.

export const TERMS_METADATA: Metadata = {
  alternates: { canonical: "/terms" },
  title: "Terms of Service",
  description:
    "The terms for using SkinSight: accounts, your content, credits and subscriptions, cancellation.",
};

/** Who writes the reports, as the settings say (docs/analysis.md, "Other AI servers"). */
const AI_MODEL: Record<Settings["ai_processing"], string> = {
  openai: "an AI model (OpenAI)",
  own_servers: "an AI model running on our own servers",
};

function sections(settings: Settings, email: string): LegalSection[] {
  const months = creditExpirationMonths(settings);
  return [
    {
      title: "Acceptance of Terms",
      body: (
        <p>
          By using SkinSight you agree to these terms and to our <Link href="/privacy">Privacy Policy</Link>.
          If you do not agree, please do not use the service.
        </p>
      ),
    },
    {
      title: "The Service",
      body: (
        <p>
          SkinSight lets you upload photos of skin and receive an AI-written report: a free summary, or a full
          dermatology-style report with credits or a subscription, as well as follow-up reports that compare
          with an earlier one. Reports are produced by {AI_MODEL[settings.ai_processing]} and are not reviewed
          by a doctor.
        </p>
      ),
    },
    {
      title: "Not Medical Advice",
      body: (
        <p>
          Reports are for information and education only. They are not a diagnosis, medical advice or
          treatment and do not replace a qualified healthcare professional. If you are worried about your
          skin, or a spot changes, bleeds or grows, see a doctor. In an emergency, call your local emergency
          number.
        </p>
      ),
    },
    {
      title: "Your Account",
      body: (
        <p>
          You sign in with a one-time code sent to your e-mail address; keep access to that address secure.
          You must give accurate information, be old enough to consent to data processing where you live, and
          use the service only for yourself or for someone who has agreed to it. We may block accounts that
          break these terms.
        </p>
      ),
    },
    {
      title: "Your Content",
      body: (
        <p>
          You keep the rights to the photos, notes and medical records you upload. You confirm that you may
          share them and that photos of other people are uploaded with their consent. You give us permission
          to store and process them, and to send them to our AI provider, in order to produce your reports.
        </p>
      ),
    },
    {
      title: "Use of Data to Improve Our AI",
      body: (
        <p>
          Images and analysis data from free reports may be used to improve SkinSight&apos;s AI. Data from
          premium reports (made with credits or a subscription) is not used for this without your explicit
          consent.
        </p>
      ),
    },
    {
      title: "Public and Shared Reports",
      body: (
        <p>
          You choose who sees each report: public reports appear in the community gallery and can be found by
          anyone, unlisted reports can be opened by anyone with the link, private reports only by you. Free
          reports are public. Do not make public a report that shows something you would not want others to
          see; you can change a report&apos;s setting later from your account.
        </p>
      ),
    },
    {
      title: "Credits, Subscriptions and Billing",
      body: (
        <>
          <p>
            Prices are shown on the <Link href="/pricing">pricing page</Link> in euros and include the taxes
            that apply. Payments are processed by Stripe.
          </p>
          <ul>
            <li>
              Credits are bought in packs; one full report uses {settings.credits_per_full_report}{" "}
              {settings.credits_per_full_report === 1 ? "credit" : "credits"}. Credits expire {months}{" "}
              {months === 1 ? "month" : "months"} after they are added and cannot be exchanged for money.
            </li>
            <li>
              Subscriptions are billed monthly or annually, in advance, and renew automatically at the end of
              each period until cancelled. Premium includes unlimited full reports within a fair-use limit of{" "}
              {settings.subscription_monthly_cap} a month.
            </li>
          </ul>
        </>
      ),
    },
    {
      title: "Cancellation and Termination",
      body: (
        <p>
          You can cancel your subscription in your account settings at any time. It then stays active until
          the end of the period you paid for, and you can reactivate it before then. You can terminate your
          account in your account settings at any time; this deletes your data as described in our Privacy
          Policy. We may suspend or end accounts that break these terms.
        </p>
      ),
    },
    {
      title: "Acceptable Use",
      body: (
        <ul>
          <li>Upload only photos of skin that you may share; no sexual content and no images of children.</li>
          <li>Do not try to break, overload or get around the limits of the service.</li>
          <li>Do not resell reports or use the service to give medical advice to others.</li>
        </ul>
      ),
    },
    {
      title: "Limitation of Liability",
      body: (
        <p>
          The service is provided as it is. AI can be wrong, and we do not guarantee that a report is complete
          or accurate. To the extent the law allows, we are not liable for decisions made on the basis of a
          report or for indirect losses; our total liability is limited to the amount you paid us in the last
          twelve months. Nothing in these terms limits rights you have as a consumer under the law.
        </p>
      ),
    },
    {
      title: "Changes and Contact",
      body: (
        <p>
          We may update these terms; the date at the top shows the latest version, and we will tell you of
          important changes by e-mail. Questions: write to{" "}
          <a href={`mailto:${email}`} data-testid="terms-email">
            {email}
          </a>{" "}
          or use the <Link href="/contact">contact page</Link>.
        </p>
      ),
    },
  ];
}

/** The terms with the limits the settings give and the contact address, dated `updated`. */
export function TermsOfService({
  settings,
  email,
  updated,
}: {
  settings: Settings;
  email: string;
  updated: LastUpdated;
}) {
  return (
    <LegalPage
      title="Terms of Service"
      updated={updated}
      intro={<p>These terms govern your use of SkinSight, the AI skin-analysis service.</p>}
      sections={sections(settings, email)}
    />
  );
}
