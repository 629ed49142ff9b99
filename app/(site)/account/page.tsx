import type { Metadata } from "next";
import { AccountDashboard } from "@/components/account/account-dashboard";
import { AccountSignIn } from "@/components/account/account-sign-in";
import { pageViewer } from "@/lib/site/viewer";

export const metadata: Metadata = { title: "Account", robots: { index: false, follow: false } };

// Rendered for each request: it reads the session cookie.
export const instant = false;

// Signed out: the e-mailed-code sign-in inline; signed in: the dashboard. Signing in
// fires the auth-change event, which refreshes this server component.
export default async function AccountPage({ searchParams }: { searchParams: Promise<{ message?: string }> }) {
  const [viewer, { message }] = await Promise.all([pageViewer(), searchParams]);
  const signedIn = viewer !== null;
  return (
    <div className="mx-auto max-w-page px-4 py-8 sm:px-6 sm:py-12">
      {signedIn ? (
        <AccountDashboard message={typeof message === "string" ? message : undefined} />
      ) : (
        <div className="grid gap-6">
          <header className="mx-auto max-w-md text-center">
            <h1 className="text-headline font-semibold tracking-tight">Your account</h1>
            <p className="mt-2 text-muted-foreground">
              Sign in with a code sent to your e-mail to see your credits, reports and profile.
            </p>
          </header>
          <AccountSignIn />
        </div>
      )}
    </div>
  );
}
