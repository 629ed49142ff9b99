"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { Gift, TicketX } from "lucide-react";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { queryKeys } from "@/components/api/queries";
import { LoginSteps } from "@/components/auth/login-steps";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toaster";
import { api } from "@/lib/api-client";
import { useRefusalText } from "@/components/i18n/use-refusal-text";

/**
 * /invite/{code}: who invites and what they offer, then sign-in by e-mailed
 * code (which verifies the address: redeeming requires a verified one), then
 * the claim, then /upload. `signedIn` is the server's view of the session.
 */
export function InviteFlow({ code, signedIn }: { code: string; signedIn: boolean }) {
  const t = useTranslations("invite");
  const refusalText = useRefusalText();
  const router = useRouter();
  const invite = useQuery({
    queryKey: queryKeys.invite(code),
    queryFn: () => api.invite(code),
    retry: false,
  });
  const [justSignedIn, setJustSignedIn] = useState(false);
  const claim = useMutation({
    mutationFn: () => api.redeemVoucher(code),
    onSuccess: () => {
      notify.success(t("redeemed"));
      router.push("/upload");
    },
    onError: (error) => notify.error(refusalText(error, t("redeemFailed"))),
  });

  if (invite.isPending) return <InviteSkeleton />;
  if (invite.isError || !invite.data.is_valid) {
    return (
      <EmptyState
        icon={TicketX}
        title={t("invalidTitle")}
        description={
          invite.isError ? (
            refusalText(invite.error, t("invalidOrExpired"))
          ) : (
            <>
              {t("invalidOrExpired")}
              <InviteRefusal
                reason={refusalText({ detail: invite.data.error, code: invite.data.code }, "")}
              />
            </>
          )
        }
      >
        <Button asChild>
          <Link href="/">{t("goHome")}</Link>
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
          {t("invited")}
        </CardTitle>
        <CardDescription className="text-base">
          {referrer
            ? t.rich("invitedBy", {
                email: referrer,
                inviter: (chunks) => (
                  <span className="font-medium text-foreground" data-testid="inviter">
                    {chunks}
                  </span>
                ),
              })
            : t("invitedAnonymously")}
        </CardDescription>
        <Badge variant="success" className="mt-1 text-sm" data-testid="credits-offered">
          {t("creditsOffered", { count: credits })}
        </Badge>
      </CardHeader>
      <CardContent>
        {readyToClaim ? (
          <div className="grid gap-3 text-center">
            <p className="text-sm text-muted-foreground">{t("signedIn", { count: credits })}</p>
            <Button size="lg" onClick={() => claim.mutate()} disabled={claim.isPending || claim.isSuccess}>
              {claim.isPending ? t("claiming") : t("claim", { count: credits })}
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

/** Why the invitation is invalid, on a line of its own, when the page has words for it. */
function InviteRefusal({ reason }: { reason: string }) {
  return reason ? <span className="mt-1 block">{reason}</span> : null;
}
