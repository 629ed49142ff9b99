import { ChevronDown } from "lucide-react";
import Link from "next/link";
import { euroPrice } from "@/lib/billing/money";
import type { PricingOffer } from "@/lib/pricing/offer";
import { referralAnswer } from "./pricing-texts";

type Question = { question: string; answer: React.ReactNode };

function questions(offer: PricingOffer): Question[] {
  const months = offer.creditExpiryMonths;
  return [
    {
      question: "What is the difference between a summary and a full report?",
      answer:
        "Every analysis starts with a free summary: the condition identified, key findings and first recommendations. A full report adds a dermatology-style review: differential diagnosis, recommended investigations, a management plan, prognosis and a follow-up strategy.",
    },
    {
      question: "How do credits work?",
      answer: `One full report uses ${offer.creditsPerFullReport === 1 ? "one credit" : `${offer.creditsPerFullReport} credits`}. Credits are added to your account as soon as your payment is confirmed and stay valid for ${months} ${months === 1 ? "month" : "months"} from purchase.`,
    },
    {
      question: "How is Premium Unlimited billed?",
      answer: `Premium costs ${euroPrice(offer.subscription.monthlyCents)} a month, billed once a year (${euroPrice(offer.subscription.yearlyCents)}). It includes unlimited full reports within a fair-use limit of ${offer.subscription.monthlyCap} a month, plus follow-up reports that track your progress.`,
    },
    {
      question: "Can I cancel my subscription?",
      answer:
        "Yes, at any time from your account page. You keep Premium until the end of the period you paid for, and you can reactivate it before then.",
    },
    {
      question: "Are my photos and reports private?",
      answer:
        "Paid reports are private by default, and you choose for each report whether it is private, unlisted (link only) or public in the community gallery. You can export or delete your data from your account page at any time.",
    },
    {
      question: "Is this a medical diagnosis?",
      answer:
        "No. SkinSight gives AI-generated information for education only. It does not replace a doctor; please see a qualified healthcare professional about any concern.",
    },
    {
      question: "Can I get credits for free?",
      answer: (
        <>
          Yes. Invite a friend from the{" "}
          <Link href="/referrals" className="font-medium text-primary underline underline-offset-4">
            Free Credits
          </Link>{" "}
          page: {referralAnswer(offer.referral)}
        </>
      ),
    },
  ];
}

/** Frequently asked questions, as native disclosure widgets: keyboard and screen-reader ready without script. */
export function PricingFaq({ offer }: { offer: PricingOffer }) {
  return (
    <div className="mx-auto grid max-w-3xl divide-y divide-border rounded-xl border border-border bg-card shadow-card">
      {questions(offer).map((item) => (
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
