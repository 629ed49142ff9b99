import type { Metadata } from "next";
import { EmailVerification } from "@/components/auth/email-verification";

export const metadata: Metadata = { title: "Email verification" };

// Rendered for each request: the address names the report or the link.
export const instant = false;

export default async function VerifyEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="sr-only">Email verification</h1>
      <EmailVerification token={token} />
    </div>
  );
}
