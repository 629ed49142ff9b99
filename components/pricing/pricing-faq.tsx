import { ChevronDown } from "lucide-react";
import { Link } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import type { PricingOffer } from "@/lib/pricing/offer";
import { useEuroPrice } from "./euro-price";

type Question = { question: string; answer: React.ReactNode };

function useQuestions(offer: PricingOffer): Question[] {
  const t = useTranslations("pricing.faq");
  const euroPrice = useEuroPrice();
  const { friendCredits, referrerReward } = offer.referral;
  const link = (chunks: React.ReactNode) => (
    <Link href="/referrals" className="font-medium text-primary underline underline-offset-4">
      {chunks}
    </Link>
  );
  return [
    { question: t("summaryOrFull.question"), answer: t("summaryOrFull.answer") },
    {
      question: t("credits.question"),
      answer: t("credits.answer", {
        credits: offer.creditsPerFullReport,
        months: offer.creditExpiryMonths,
      }),
    },
    {
      question: t("premium.question"),
      answer: t("premium.answer", {
        monthly: euroPrice(offer.subscription.monthlyCents),
        yearly: euroPrice(offer.subscription.yearlyCents),
        cap: offer.subscription.monthlyCap,
      }),
    },
    { question: t("cancel.question"), answer: t("cancel.answer") },
    { question: t("privacy.question"), answer: t("privacy.answer") },
    { question: t("medical.question"), answer: t("medical.answer") },
    {
      question: t("freeCredits.question"),
      answer:
        referrerReward > 0
          ? t.rich("freeCredits.answerWithReward", { friendCredits, reward: referrerReward, link })
          : t.rich("freeCredits.answer", { friendCredits, link }),
    },
  ];
}

/** Frequently asked questions, as native disclosure widgets: keyboard and screen-reader ready without script. */
export function PricingFaq({ offer }: { offer: PricingOffer }) {
  const questions = useQuestions(offer);
  return (
    <div className="mx-auto grid max-w-3xl divide-y divide-border rounded-xl border border-border bg-card shadow-card">
      {questions.map((item) => (
        <details key={item.question} className="group px-5 sm:px-6">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="pb-5 text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
