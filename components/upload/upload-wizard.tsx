"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2Icon, LockIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { queryKeys, useEntitlements, useProfile } from "@/components/api/queries";
import { FirstFreeChoiceDialog } from "@/components/billing/first-free-choice-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/components/ui/cn";
import { notify } from "@/components/ui/toaster";
import { ApiError, refusedWith } from "@/lib/api-client";
import { checkPhotoQuality } from "@/lib/upload/browser-quality";
import { chooseReportKind, progressText, reportPath, type ReportKind } from "@/lib/upload/report-kind";
import {
  pricingLimits,
  runAnalysis,
  saveAnswers,
  uploadMedicalRecords,
  uploadPhotos,
  type AnalysisAnswer,
  type Privacy,
} from "@/lib/upload/requests";
import { rememberReportSecrets } from "@/components/report-owner/browser-secrets";
import { FollowupLocked, FollowupPanel, useFollowup } from "./followup-panel";
import { PhotoPicker, type PickedPhoto } from "./photo-picker";
import { BalanceCard, UpsellCard } from "./plan-cards";
import { PremiumSection } from "./premium-section";
import { QuestionsStep, type Answers } from "./questions-step";
import {
  ADMIN_SUMMARY_ONLY,
  ANSWERS_FAILED,
  CONSENT_LABEL,
  CONSENT_REQUIRED,
  MAIN_BUTTON,
  MAIN_BUTTON_EMPTY,
  maxPhotosAllowed,
  PAGE_INTRO,
  PAGE_TITLE,
  PRIVACY_OPTIONS,
  PUBLIC_NOTICE,
  STEPS,
  UPLOAD_FAILED_FALLBACK,
  uploadFailed,
  VIEW_RESULTS,
  VISITOR_TAKEDOWN_NOTE,
  type UpgradeReason,
} from "./texts";
import { UpgradeDialog } from "./upgrade-dialog";

type Step = 0 | 1 | 2 | 3;

/** What a retry may reuse: the same photos need not be sent again, and the same key is not charged twice. */
type Attempt = {
  signature: string;
  key: string;
  upload?: { photo_ids: string[]; upload_secret: string | null };
  recordIds?: string[];
};

let photoCounter = 0;

export function UploadWizard({ signedIn, followupId }: { signedIn: boolean; followupId: string | null }) {
  const router = useRouter();
  const queryClient = useQueryClient();
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

  const [step, setStep] = useState<Step>(0);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
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
  const [upgrade, setUpgrade] = useState<UpgradeReason | null>(null);
  const [firstFreeChoice, setFirstFreeChoice] = useState(false);
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<AnalysisAnswer | null>(null);
  const [savingAnswers, setSavingAnswers] = useState(false);
  const attempt = useRef<Attempt | null>(null);
  const recordsInput = useRef<HTMLInputElement>(null);

  // Object URLs of thumbnails are freed when the wizard goes away.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const owned = urls.current;
    return () => owned.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  // Each new step starts at the top of the page, where its heading is.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [step]);

  function addPhotos(files: File[]) {
    const room = limit - photos.length;
    if (files.length > room) {
      // Spec section 5: one photo opens the upgrade dialog, a larger limit warns.
      if (limit <= 1) setUpgrade("photos");
      else notify.warning(maxPhotosAllowed(limit));
    }
    const taken = files.slice(0, Math.max(0, room));
    if (taken.length === 0) return;
    const added: PickedPhoto[] = taken.map((file) => {
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      photoCounter += 1;
      return { key: `photo-${photoCounter}`, file, url, quality: undefined };
    });
    setPhotos((current) => [...current, ...added]);
    for (const photo of added) {
      void checkPhotoQuality(photo.file).then((quality) =>
        setPhotos((current) => current.map((p) => (p.key === photo.key ? { ...p, quality } : p))),
      );
    }
  }

  function removePhoto(key: string) {
    setPhotos((current) => {
      const gone = current.find((p) => p.key === key);
      if (gone) {
        URL.revokeObjectURL(gone.url);
        urls.current.delete(gone.url);
      }
      return current.filter((p) => p.key !== key);
    });
  }

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
    const privacyAsked = retry?.privacy ?? privacy;
    if (photos.length === 0) return;
    if (!consent) {
      setConsentError(true);
      document.getElementById("consent")?.focus();
      return;
    }
    const kind = retry?.kind ?? kindFor(adminSummaryOnly);
    const signature = JSON.stringify([
      kind,
      photos.map((p) => p.key),
      records.map((r) => `${r.name}:${r.size}:${r.lastModified}`),
      privacyAsked,
      context,
      followup.report?.id ?? null,
    ]);
    if (attempt.current?.signature !== signature) {
      attempt.current = { signature, key: crypto.randomUUID() };
    }
    const current = attempt.current;
    setStep(1);
    setProgress(5);
    try {
      current.upload ??= await uploadPhotos(
        photos.map((p) => p.file),
        privacyAsked,
        (fraction) => setProgress(5 + Math.round(fraction * 30)),
      );
      setProgress(40);
      if (records.length > 0 && allowed?.can_attach_records) {
        current.recordIds ??= (await uploadMedicalRecords(records)).record_ids;
      }
      setProgress(60);
      const answer = await runAnalysis(
        kind,
        {
          photo_ids: current.upload.photo_ids,
          privacy_setting: privacyAsked,
          ...(current.recordIds?.length ? { medical_record_ids: current.recordIds } : {}),
          ...(context.trim() && allowed?.can_add_context_note ? { context_history: context.trim() } : {}),
          ...(kind === "followup" && followup.report
            ? { is_followup: true, previous_report_id: followup.report.id }
            : {}),
          ...(current.upload.upload_secret ? { upload_secret: current.upload.upload_secret } : {}),
        },
        current.key,
      );
      setProgress(90);
      if (answer.creator_secret) {
        rememberReportSecrets(answer.report_id, {
          creatorSecret: answer.creator_secret,
          uploadSecret: current.upload.upload_secret,
        });
      }
      attempt.current = null;
      setResult(answer);
      setProgress(100);
      if (answer.dynamic_questions.length > 0) {
        setStep(2);
      } else {
        setTimeout(() => router.push(reportPath(answer.report_id)), 1000);
      }
    } catch (error) {
      setStep(0);
      setProgress(0);
      const detail = error instanceof ApiError ? error.detail : null;
      // A refusal means what the page knew of the viewer's entitlements is stale: read them again.
      if (error instanceof ApiError && [402, 403, 409, 429].includes(error.status)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
      }
      if (refusedWith(error, "first_free_is_public")) {
        setFirstFreeChoice(true);
      } else if (error instanceof ApiError && error.status === 403 && detail) {
        notify.error(detail);
        if (error.code === "upgrade_required") setUpgrade("server");
      } else if (detail) {
        notify.error(uploadFailed(detail));
      } else if (error instanceof Error && !(error instanceof ApiError)) {
        notify.error(uploadFailed(error.message));
      } else {
        notify.error(UPLOAD_FAILED_FALLBACK);
      }
    }
  }

  async function submitAnswers(answers: Answers) {
    if (!result) return;
    setSavingAnswers(true);
    try {
      if (Object.keys(answers).length > 0)
        await saveAnswers(result.report_id, answers, result.creator_secret);
    } catch {
      notify.warning(ANSWERS_FAILED);
    } finally {
      setSavingAnswers(false);
      setStep(3);
    }
  }

  const publicReport = privacy === "public";
  const kind = kindFor(false);
  const mainLabel = photos.length === 0 ? MAIN_BUTTON_EMPTY : MAIN_BUTTON[kind];

  return (
    <div className="mx-auto grid w-full max-w-page gap-6 px-4 py-8 sm:py-12">
      <header className="grid gap-2">
        <h1 className="text-headline font-bold text-foreground">{PAGE_TITLE}</h1>
        <p className="text-body text-muted-foreground">{PAGE_INTRO}</p>
      </header>
      <StepIndicator step={step} />

      {step === 0 && followupLocked ? (
        <FollowupLocked capReached={allowed?.monthly_cap !== null} onRemove={followup.remove} />
      ) : null}

      {step === 0 && !followupLocked ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <form
            className="grid gap-6"
            aria-label="New analysis"
            onSubmit={(event) => {
              event.preventDefault();
              void submit(false);
            }}
          >
            {followup.active ? <FollowupPanel state={followup} /> : null}
            <PhotoPicker photos={photos} limit={limit} onAdd={addPhotos} onRemove={removePhoto} />

            <fieldset className="grid gap-3">
              <legend className="mb-3 text-lead font-semibold">Who can see the report</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {PRIVACY_OPTIONS.map((option) => {
                  const locked = !privacyOptions.includes(option.value);
                  return (
                    <label
                      key={option.value}
                      className={cn(
                        "flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-card p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                      )}
                    >
                      <input
                        type="radio"
                        name="privacy"
                        value={option.value}
                        checked={privacy === option.value}
                        onChange={() => choosePrivacy(option.value)}
                        className="mt-1 accent-primary"
                      />
                      <span className="grid gap-0.5">
                        <span className="flex items-center gap-1.5 text-body font-medium">
                          {option.label}
                          {locked ? (
                            <LockIcon
                              className="size-3.5 text-muted-foreground"
                              aria-label="needs an upgrade"
                            />
                          ) : null}
                        </span>
                        <span className="text-caption text-muted-foreground">{option.description}</span>
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>

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

            <section aria-label="Consent" className="grid gap-3 rounded-xl border border-border bg-card p-4">
              {publicReport ? (
                <p
                  className="rounded-md bg-info-soft p-3 text-body text-foreground"
                  data-testid="public-notice"
                >
                  {PUBLIC_NOTICE} {signedIn ? null : VISITOR_TAKEDOWN_NOTE}
                </p>
              ) : null}
              <div className="flex items-start gap-3">
                <Checkbox
                  id="consent"
                  checked={consent}
                  aria-invalid={consentError ? true : undefined}
                  aria-describedby={consentError ? "consent-error" : undefined}
                  onCheckedChange={(value) => {
                    setConsent(value === true);
                    if (value === true) setConsentError(false);
                  }}
                  className="mt-0.5"
                />
                <label htmlFor="consent" className="text-body text-foreground">
                  {CONSENT_LABEL}
                </label>
              </div>
              <p
                id="consent-error"
                aria-live="polite"
                className="text-caption font-medium text-destructive empty:hidden"
              >
                {consentError ? CONSENT_REQUIRED : null}
              </p>
            </section>

            <div className="grid gap-2 sm:flex sm:flex-wrap">
              <Button type="submit" size="lg" data-testid="main-action">
                {mainLabel}
              </Button>
              {/* Only where the main button would make a full report: else it is a summary already. */}
              {isAdmin && photos.length > 0 && kind === "full" ? (
                <Button type="button" size="lg" variant="outline" onClick={() => void submit(true)}>
                  {ADMIN_SUMMARY_ONLY}
                </Button>
              ) : null}
            </div>
          </form>

          <aside className="grid content-start gap-4" aria-label="Your plan">
            <BalanceCard profile={signedIn ? profile.data : undefined} entitlements={allowed} />
            {allowed?.next_report_type === "summary" && !isAdmin ? (
              <UpsellCard paidPhotos={planLimits?.paid ?? null} />
            ) : null}
          </aside>
        </div>
      ) : null}

      {step === 1 ? <Processing progress={progress} /> : null}

      {step === 2 && result ? (
        <Card>
          <CardContent className="pt-6">
            <QuestionsStep
              questions={result.dynamic_questions}
              busy={savingAnswers}
              onSubmit={(answers) => void submitAnswers(answers)}
              onSkip={() => setStep(3)}
            />
          </CardContent>
        </Card>
      ) : null}

      {step === 3 && result ? (
        <Card className="items-center text-center">
          <CardContent className="grid justify-items-center gap-4 py-10">
            <CheckCircle2Icon className="size-12 text-success" aria-hidden="true" />
            <h2 className="text-title font-semibold">Your analysis is complete</h2>
            <p className="text-body text-muted-foreground">Your report is ready to read.</p>
            <Button asChild size="lg">
              <Link href={reportPath(result.report_id)}>{VIEW_RESULTS}</Link>
            </Button>
          </CardContent>
        </Card>
      ) : null}

      <UpgradeDialog
        reason={upgrade}
        signedIn={signedIn}
        limits={planLimits}
        onClose={() => setUpgrade(null)}
      />
      <FirstFreeChoiceDialog
        open={firstFreeChoice}
        onClose={() => setFirstFreeChoice(false)}
        onMakePublic={() => {
          setChosenPrivacy("public");
          // The free report is a full report, whatever the page now says the next report is.
          void submit(false, { privacy: "public", kind: "full" });
        }}
      />
    </div>
  );
}

function StepIndicator({ step }: { step: Step }) {
  return (
    <ol className="grid grid-cols-4 gap-2" aria-label="Steps">
      {STEPS.map((label, index) => (
        <li
          key={label}
          aria-current={index === step ? "step" : undefined}
          className={cn(
            "grid gap-1.5 text-caption font-medium",
            index <= step ? "text-primary" : "text-muted-foreground",
          )}
        >
          <span
            className={cn("h-1.5 rounded-full", index <= step ? "bg-primary" : "bg-muted")}
            aria-hidden="true"
          />
          {label}
        </li>
      ))}
    </ol>
  );
}

function Processing({ progress }: { progress: number }) {
  const text = progressText(progress);
  return (
    <Card>
      <CardContent className="grid gap-4 py-10">
        <h2 className="text-title font-semibold">Analysing your photos</h2>
        <div
          role="progressbar"
          aria-label="Analysis progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={text}
          className="h-3 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-300"
            style={{ width: `${progress}%` }}
          />
        </div>
        <p className="text-body text-muted-foreground" aria-live="polite" data-testid="progress-text">
          {text}
        </p>
      </CardContent>
    </Card>
  );
}
