import type { Metadata } from "next";
import { InviteFlow } from "@/components/invite/invite-flow";
import { requestNavigation } from "@/components/layout/navigation";

export const metadata: Metadata = { title: "You're invited" };

export default async function InvitePage({ params }: { params: Promise<{ code: string }> }) {
  const [{ code }, { signedIn }] = await Promise.all([params, requestNavigation()]);
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <h1 className="sr-only">Invitation to SkinSight</h1>
      <InviteFlow code={code} signedIn={signedIn} />
    </div>
  );
}
