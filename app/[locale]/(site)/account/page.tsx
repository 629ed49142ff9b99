import type { Metadata } from "next";
import { Suspense } from "react";
import { AccountGate, AccountLoading } from "@/components/account/account-gate";
import { AccountSignIn } from "@/components/account/account-sign-in";

export const metadata: Metadata = { title: "Account", robots: { index: false, follow: false } };

// The same page for everyone (kept whole): signed out, the e-mailed-code sign-in inline; signed in,
// the dashboard, which reads the account from the API. A sign-in or sign-out fires the auth-change
// event, and the gate follows.
export default function AccountPage() {
  return (
    <div className="mx-auto max-w-page px-4 py-8 sm:px-6 sm:py-12">
      {/* The address's ?message= is read in the browser. */}
      <Suspense fallback={<AccountLoading />}>
        <AccountGate
          signedOut={
            <div className="grid gap-6">
              <header className="mx-auto max-w-md text-center">
                <h1 className="text-headline font-semibold tracking-tight">Your account</h1>
                <p className="mt-2 text-muted-foreground">
                  Sign in with a code sent to your e-mail to see your credits, reports and profile.
                </p>
              </header>
              <AccountSignIn />
            </div>
          }
        />
      </Suspense>
    </div>
  );
}
