"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { SimulatedCheckoutView } from "@/lib/billing/simulated-checkout";
import { useRegionalFormatter } from "@/components/i18n/use-regional-formatter";
import { Link } from "@/lib/i18n/navigation";

type Confirmation = { credits: number; subscription_status: string; redirect_url: string };

/**
 * The local stand-in for Stripe's checkout page, clearly marked as a simulation. The server's return
 * addresses are the account page's English paths; the links open them in the page's language.
 */
export function SimulatedCheckout({ checkout }: { checkout: SimulatedCheckoutView }) {
  const t = useTranslations("checkout");
  const format = useRegionalFormatter();
  const [state, setState] = useState<"ready" | "paying" | "paid" | "error">(
    checkout.status === "completed" ? "paid" : "ready",
  );
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Confirmation | null>(null);

  async function confirm() {
    setState("paying");
    setError(null);
    try {
      const response = await fetch("/api/checkout/simulated", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ session_id: checkout.session_id }),
      });
      const body = (await response.json().catch(() => ({}))) as Partial<Confirmation> & { detail?: string };
      if (!response.ok) throw new Error(body.detail ?? t("failed"));
      setResult(body as Confirmation);
      setState("paid");
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t("failed"));
      setState("error");
    }
  }

  return (
    <section className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div role="note" className="border-b border-amber-200 bg-amber-50 px-6 py-4 text-sm text-amber-900">
        <p className="font-semibold">{t("simulation")}</p>
        <p className="mt-1">{t("notice")}</p>
      </div>
      <div className="px-6 py-6">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <dl className="mt-6 space-y-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t("plan")}</dt>
            <dd className="text-right font-medium" data-field="plan">
              {checkout.description}
            </dd>
          </div>
          {checkout.credits > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{t("credits")}</dt>
              <dd className="font-medium" data-field="credits">
                {checkout.credits}
              </dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-slate-100 pt-3">
            <dt className="text-slate-600">{t("total")}</dt>
            <dd className="text-lg font-semibold" data-field="amount">
              {/* "19.99 EUR", "19,99 EUR": the server's amount in the page's language, with its code. */}
              {format.number(Number(checkout.amount), {
                minimumFractionDigits: 2,
                maximumFractionDigits: 2,
              })}{" "}
              {checkout.currency}
              {checkout.plan_type === "subscription" && (
                <span className="text-sm font-normal text-slate-600"> {t("perYear")}</span>
              )}
            </dd>
          </div>
        </dl>

        {state === "paid" ? (
          <div role="status" className="mt-6 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-700">
            <p className="font-semibold">{t("paid")}</p>
            {result && (
              <p className="mt-1" data-field="balance">
                {checkout.plan_type === "subscription"
                  ? t("subscription", { status: result.subscription_status })
                  : t("balance", { count: result.credits })}
              </p>
            )}
            <Link
              href={result?.redirect_url ?? checkout.success_url}
              className="mt-3 inline-block font-semibold underline underline-offset-2"
            >
              {t("continue")}
            </Link>
          </div>
        ) : (
          <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
            <button
              type="button"
              onClick={confirm}
              disabled={state === "paying"}
              className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {state === "paying" ? t("processing") : t("confirm")}
            </button>
            <Link
              href={checkout.cancel_url}
              className="rounded-lg border border-slate-300 px-5 py-2.5 text-center text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              {t("cancel")}
            </Link>
          </div>
        )}
        {error && (
          <p role="alert" className="mt-4 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
