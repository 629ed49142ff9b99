"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { Gift, TicketX } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { queryKeys } from "@/components/api/queries";
import { LoginSteps } from "@/components/auth/login-steps";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toaster";
import { api, detailOr } from "@/lib/api-client";
import { creditsLabel, INVALID_INVITATION, INVALID_OR_EXPIRED, REDEEM_FAILED } from "./texts";

/**
 * /invite/{code}: who invites and what they offer, then sign-in by e-mailed
 * code (which verifies the address: redeeming requires a verified one), then
 * the claim, then /upload. `signedIn` is the server's view of the session.
 */
export function InviteFlow({ code, signedIn }: { code: string; signedIn: boolean }) {
  const router = useRouter();
  const invite = useQuery({
    queryKey: queryKeys.invite(code),
    queryFn: () => api.invite(code),
    retry: false,
  });
  const [justSignedIn, setJustSignedIn] = useState(false);
  const claim = useMutation({
    mutationFn: () => api.redeemVoucher(code),
    onSuccess: (result) => {
      notify.success(result.message);
      router.push("/upload");
    },
    onError: (error) => notify.error(detailOr(error, REDEEM_FAILED)),
  });

  if (invite.isPending) return <InviteSkeleton />;
  if (invite.isError || !invite.data.is_valid) {
    return (
      <EmptyState
        icon={TicketX}
        title={INVALID_INVITATION}
        description={
          <>
            {detailOr(invite.error, INVALID_OR_EXPIRED)}
            {invite.data?.error ? <span className="mt-1 block">{invite.data.error}</span> : null}
          </>
        }
      >
        <Button asChild>
          <Link href="/">Go to Home</Link>
        </Button>
      </EmptyState>
    );
  }

  const { referrer_email: referrer, credits_offered: credits } = invite.data;
  const readyToClaim = signedIn || justSignedIn;
  return (
    <Card className="shadow-raised">
      <CardHeader className="justify-items-center text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Gift className="size-7" aria-hidden="true" />
        </span>
        <CardTitle as="h2" className="mt-2 text-title">
          You&apos;ve been invited!
        </CardTitle>
        <CardDescription className="text-base">
          {referrer ? (
            <>
              <span className="font-medium text-foreground" data-testid="inviter">
                {referrer}
              </span>{" "}
              invited you to SkinSight, the AI skin analysis service.
            </>
          ) : (
            "You've been invited to SkinSight, the AI skin analysis service."
          )}
        </CardDescription>
        <Badge variant="success" className="mt-1 text-sm" data-testid="credits-offered">
          {creditsLabel(credits)} for full reports
        </Badge>
      </CardHeader>
      <CardContent>
        {readyToClaim ? (
          <div className="grid gap-3 text-center">
            <p className="text-sm text-muted-foreground">
              You&apos;re signed in. Claim your {creditsLabel(credits)} and start your first analysis.
            </p>
            <Button size="lg" onClick={() => claim.mutate()} disabled={claim.isPending || claim.isSuccess}>
              {claim.isPending ? "Claiming..." : `Claim ${creditsLabel(credits)}`}
            </Button>
          </div>
        ) : (
          <LoginSteps
            digitsOnly
            heading={(_title, description) => <p className="text-sm text-muted-foreground">{description}</p>}
            onSignedIn={() => setJustSignedIn(true)}
          />
        )}
      </CardContent>
    </Card>
  );
}

function InviteSkeleton() {
  return (
    <div
      className="grid justify-items-center gap-4 rounded-xl border border-border bg-card p-6"
      data-testid="invite-loading"
    >
      <Skeleton className="size-14 rounded-full" />
      <Skeleton className="h-7 w-56" />
      <Skeleton className="h-5 w-72 max-w-full" />
      <Skeleton className="mt-4 h-10 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
