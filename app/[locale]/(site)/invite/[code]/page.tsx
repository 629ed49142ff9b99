import type { Metadata } from "next";
import { InviteFlow } from "@/components/invite/invite-flow";
import { pageViewer } from "@/lib/site/viewer";

export const metadata: Metadata = { title: "You're invited" };

// Rendered for each request: it reads the session cookie.
export const instant = false;

export default async function InvitePage({ params }: { params: Promise<{ code: string }> }) {
  const [{ code }, viewer] = await Promise.all([params, pageViewer()]);
  const signedIn = viewer !== null;
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <h1 className="sr-only">Invitation to SkinSight</h1>
      <InviteFlow code={code} signedIn={signedIn} />
    </div>
  );
}
