"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useEntitlements, useProfile } from "@/components/api/queries";
import { FirstFreeChoiceDialog } from "@/components/billing/first-free-choice-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { chooseReportKind, type ReportKind } from "@/lib/upload/report-kind";
import { pricingLimits, type Privacy } from "@/lib/upload/requests";
import { ConsentSection } from "./consent-section";
import { FollowupLocked, FollowupPanel, useFollowup } from "./followup-panel";
import { PhotoGuidance } from "./photo-guidance";
import { PhotoPicker } from "./photo-picker";
import { BalanceCard, UpsellCard } from "./plan-cards";
import { PremiumSection } from "./premium-section";
import { PrivacyChoice } from "./privacy-choice";
import { QuestionsStep } from "./questions-step";
import { SpotPicker } from "./spot-picker";
import { UpgradeDialog, type UpgradeReason } from "./upgrade-dialog";
import { useAnalysisSubmission } from "./use-analysis-submission";
import { usePickedPhotos } from "./use-picked-photos";
import { useSpotChoice } from "./use-spot-choice";
import { AnalysisComplete, Processing, StepIndicator } from "./wizard-steps";

/**
 * /upload: the form (photos, privacy, premium extras, consent), then the analysis, its questions
 * and the way to the report. The submit itself is useAnalysisSubmission.
 */
export function UploadWizard({
  signedIn,
  followupId,
  spotId,
}: {
  signedIn: boolean;
  followupId: string | null;
  /** ?spot=: the spot to preselect (the spot page's "Check again", a reminder's link). */
  spotId: string | null;
}) {
  const t = useTranslations("upload");
  const locale = useLocale();
  const profile = useProfile({ enabled: signedIn });
  // What this viewer may do: the server's answer, read, never worked out here.
  const entitlements = useEntitlements();
  const allowed = entitlements.data;
  const limits = useQuery({ queryKey: ["settings", "pricing"], queryFn: pricingLimits, staleTime: 60_000 });
  const planLimits = limits.data
    ? { free: limits.data.max_photos_per_report_free, paid: limits.data.max_photos_per_report_paid }
    : null;
  const isAdmin = profile.data?.is_admin ?? false;
  const limit = allowed?.max_photos_per_report ?? 1;
  const privacyOptions: readonly Privacy[] = allowed?.privacy_options ?? ["public"];

  const followup = useFollowup(signedIn ? followupId : null);
  const followupLocked = followup.active && allowed !== undefined && !allowed.can_follow_up;
  const spot = useSpotChoice({ signedIn, preselectedId: signedIn ? spotId : null, followup });

  const [upgrade, setUpgrade] = useState<UpgradeReason | null>(null);
  const { photos, addPhotos, removePhoto } = usePickedPhotos({
    limit,
    onOverLimit: () => setUpgrade("photos"),
  });
  const [chosenPrivacy, setChosenPrivacy] = useState<Privacy | null>(null);
  // A choice the server no longer allows (credits spent elsewhere) falls back to its default.
  const privacy: Privacy =
    chosenPrivacy && privacyOptions.includes(chosenPrivacy)
      ? chosenPrivacy
      : (allowed?.default_privacy ?? "public");
  const [context, setContext] = useState("");
  const [records, setRecords] = useState<File[]>([]);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const recordsInput = useRef<HTMLInputElement>(null);
  const submission = useAnalysisSubmission({ allowed, onUpgrade: setUpgrade });
  const { step, result } = submission;

  // Each new step starts at the top of the page, where its heading is.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [step]);

  function choosePrivacy(value: Privacy) {
    if (!privacyOptions.includes(value)) {
      setUpgrade("privacy");
      return;
    }
    setChosenPrivacy(value);
  }

  const kindFor = (adminSummaryOnly: boolean): ReportKind =>
    chooseReportKind({
      followupOf: followup.report?.id ?? null,
      canFollowUp: allowed?.can_follow_up ?? false,
      nextReportType: allowed?.next_report_type ?? "summary",
      adminSummaryOnly,
    });

  /** `retry`: the person chose how to go on after a refusal (make it public, use the free report). */
  async function submit(adminSummaryOnly = false, retry?: { privacy: Privacy; kind: ReportKind }) {
    if (photos.length === 0) return;
    if (!consent) {
      setConsentError(true);
      document.getElementById("consent")?.focus();
      return;
    }
    // A new spot is made before anything is uploaded; the section shows why it could not be.
    const onSpot = await spot.resolve();
    if (!onSpot.ok) return;
    void submission.submit({
      kind: retry?.kind ?? kindFor(adminSummaryOnly),
      privacy: retry?.privacy ?? privacy,
      photos,
      records,
      context,
      followupOf: followup.report?.id ?? null,
      spotId: onSpot.spotId,
      language: locale,
    });
  }

  const kind = kindFor(false);
  const mainLabel = photos.length === 0 ? t("actions.empty") : t(`actions.${kind}`);

  return (
    <div className="mx-auto grid w-full max-w-page grid-cols-1 gap-6 px-4 py-8 sm:py-12">
      <header className="grid gap-2">
        <h1 className="text-headline font-bold text-foreground">{t("page.title")}</h1>
        <p className="text-body text-muted-foreground">{t("page.intro")}</p>
      </header>
      <StepIndicator step={step} />

      {step === 0 && followupLocked ? (
        <FollowupLocked capReached={allowed?.monthly_cap !== null} onRemove={followup.remove} />
      ) : null}

      {step === 0 && !followupLocked ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <form
            className="grid grid-cols-1 gap-6"
            aria-label={t("page.form")}
            onSubmit={(event) => {
              event.preventDefault();
              void submit(false);
            }}
          >
            {followup.active ? <FollowupPanel state={followup} /> : null}
            <SpotPicker choice={spot} />
            <PhotoGuidance spotId={spot.guidedSpotId} />
            <PhotoPicker photos={photos} limit={limit} onAdd={addPhotos} onRemove={removePhoto} />

            <PrivacyChoice privacy={privacy} options={privacyOptions} onChoose={choosePrivacy} />

            <PremiumSection
              canAddNote={allowed?.can_add_context_note ?? false}
              canAttachRecords={allowed?.can_attach_records ?? false}
              context={context}
              onContext={setContext}
              records={records}
              onRecords={setRecords}
              recordsInput={recordsInput}
              onLocked={() => setUpgrade("records")}
            />

            <ConsentSection
              publicReport={privacy === "public"}
              signedIn={signedIn}
              consent={consent}
              missing={consentError}
              onConsent={(value) => {
                setConsent(value);
                if (value) setConsentError(false);
              }}
            />

            <div className="grid gap-2 sm:flex sm:flex-wrap">
              {/* Its words may be longer than a phone is wide in some languages: it wraps rather than scroll. */}
              <Button
                type="submit"
                size="lg"
                data-testid="main-action"
                disabled={spot.creating}
                className="h-auto min-h-12 py-3 text-center whitespace-normal"
              >
                {spot.creating ? t("actions.creatingSpot") : mainLabel}
              </Button>
              {/* Only where the main button would make a full report: else it is a summary already. */}
              {isAdmin && photos.length > 0 && kind === "full" ? (
                <Button type="button" size="lg" variant="outline" onClick={() => void submit(true)}>
                  {t("actions.adminSummaryOnly")}
                </Button>
              ) : null}
            </div>
          </form>

          <aside className="grid content-start gap-4" aria-label={t("page.plan")}>
            <BalanceCard profile={signedIn ? profile.data : undefined} entitlements={allowed} />
            {allowed?.next_report_type === "summary" && !isAdmin ? (
              <UpsellCard paidPhotos={planLimits?.paid ?? null} />
            ) : null}
          </aside>
        </div>
      ) : null}

      {step === 1 ? <Processing progress={submission.progress} draft={submission.draft} /> : null}

      {step === 2 && result ? (
        <Card>
          <CardContent className="pt-6">
            <QuestionsStep
              questions={result.dynamic_questions}
              busy={submission.savingAnswers}
              onSubmit={(answers) => void submission.submitAnswers(answers)}
              onSkip={submission.skipQuestions}
            />
          </CardContent>
        </Card>
      ) : null}

      {step === 3 && result ? <AnalysisComplete reportId={result.report_id} /> : null}

      <UpgradeDialog
        reason={upgrade}
        signedIn={signedIn}
        limits={planLimits}
        onClose={() => setUpgrade(null)}
      />
      <FirstFreeChoiceDialog
        open={submission.firstFreeChoice}
        onClose={submission.closeFirstFreeChoice}
        onMakePublic={() => {
          setChosenPrivacy("public");
          // The free report is a full report, whatever the page now says the next report is.
          void submit(false, { privacy: "public", kind: "full" });
        }}
      />
    </div>
  );
}
