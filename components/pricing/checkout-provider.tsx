"use client";

import { createContext, use, useCallback, useEffect, useRef, useState } from "react";
import { openLoginDialog } from "@/components/auth/login-dialog-events";
import { useLocale } from "next-intl";
import { useViewer } from "@/components/layout/viewer";
import { notify } from "@/components/ui/toaster";
import { SUBSCRIPTION_ACTIVE_URL } from "@/lib/billing/texts";
import { localizedHref } from "@/lib/i18n/paths";
import { purchaseKey, type PurchasePlan } from "./purchase-plans";

// A visitor's purchase waits here while they sign in; it resumes once the page
// knows they are signed in (after the auth-change refresh, or on a reload).
const PENDING_KEY = "skinsight:pending-purchase";
// A purchase abandoned at the login dialog should not start by surprise much later.
const PENDING_TTL_MS = 30 * 60 * 1000;

function savePending(plan: PurchasePlan) {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ plan, at: Date.now() }));
  } catch {
    // Storage refused (private mode): the visitor buys again after signing in.
  }
}

function takePending(): PurchasePlan | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as { plan?: PurchasePlan; at?: number };
    if (!saved.plan || typeof saved.at !== "number" || Date.now() - saved.at > PENDING_TTL_MS) return null;
    return saved.plan;
  } catch {
    return null;
  }
}

type Checkout = { busy: string | null; purchase: (plan: PurchasePlan) => void };

const CheckoutContext = createContext<Checkout | null>(null);

export function useCheckout(): Checkout {
  const checkout = use(CheckoutContext);
  if (!checkout) throw new Error("useCheckout outside <CheckoutProvider>");
  return checkout;
}

/**
 * Starts checkouts for the purchase buttons below it: visitors sign in first,
 * subscribers asking for a subscription go to their account, everyone else
 * goes to the checkout page the server answers with. `paymentFailed` is the toast of a checkout
 * that could not start (`pricing.paymentFailed`, translated by the page).
 */
export function CheckoutProvider({
  paymentFailed,
  children,
}: {
  paymentFailed: string;
  children: React.ReactNode;
}) {
  const { signed_in: signedIn, subscribed, known } = useViewer();
  const locale = useLocale();
  const [busy, setBusy] = useState<string | null>(null);
  const inFlight = useRef(false);
  // A click before the server has named the viewer waits for its answer: taken for a visitor's, it
  // would open the sign-in dialog for someone already signed in.
  const waiting = useRef<PurchasePlan | null>(null);

  const checkout = useCallback(
    async (plan: PurchasePlan) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(purchaseKey(plan));
      const stop = () => {
        inFlight.current = false;
        setBusy(null);
      };
      try {
        const response = await fetch("/api/create-checkout-session", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(plan),
        });
        if (response.status === 401) {
          stop();
          savePending(plan);
          openLoginDialog({ returnTo: "/pricing" });
          return;
        }
        const answer = (await response.json().catch(() => null)) as { checkout_url?: unknown } | null;
        if (!response.ok || typeof answer?.checkout_url !== "string" || answer.checkout_url === "")
          throw new Error(`checkout answered ${response.status}`);
        // The busy state stays while the browser leaves for the checkout.
        window.location.assign(answer.checkout_url);
      } catch {
        stop();
        notify.error(paymentFailed);
      }
    },
    [paymentFailed],
  );

  const purchase = useCallback(
    (plan: PurchasePlan) => {
      if (!known) {
        waiting.current = plan;
        return;
      }
      if (plan.plan_type === "subscription" && subscribed) {
        window.location.assign(localizedHref(SUBSCRIPTION_ACTIVE_URL, locale));
        return;
      }
      if (!signedIn) {
        savePending(plan);
        openLoginDialog({ returnTo: "/pricing" });
        return;
      }
      void checkout(plan);
    },
    [checkout, known, locale, signedIn, subscribed],
  );

  useEffect(() => {
    const plan = waiting.current;
    if (!known || !plan) return;
    waiting.current = null;
    purchase(plan);
  }, [known, purchase]);

  // The signed-in state arrives when the server names the viewer after a sign-in (or a reload).
  useEffect(() => {
    if (!signedIn) return;
    const pending = takePending();
    if (pending) purchase(pending);
  }, [signedIn, purchase]);

  return <CheckoutContext value={{ busy, purchase }}>{children}</CheckoutContext>;
}
