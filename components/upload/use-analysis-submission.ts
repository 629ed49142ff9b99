"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from "react";
import { queryKeys } from "@/components/api/queries";
import {
  forgetReportSecrets,
  rememberReportSecrets,
  storedCreatorSecret,
} from "@/components/report-owner/browser-secrets";
import { notify } from "@/components/ui/toaster";
import type { Entitlements } from "@/lib/api-client";
import { ApiError } from "@/lib/api-client";
import { followReportStream, type AnalysisProgressEvent } from "@/lib/api-client/analysis-stream";
import { EMPTY_DRAFT, withEvent, type LiveDraft } from "@/lib/analysis/live-draft";
import { analysisProgress, reportPath, UPLOADED_PROGRESS } from "@/lib/upload/report-kind";
import {
  runAnalysis,
  saveAnswers,
  uploadMedicalRecords,
  uploadPhotos,
  type AnalysisAnswer,
  type PhotoUpload,
} from "@/lib/upload/requests";
import type { Answers } from "./questions-step";
import {
  forgetRunningAnalysis,
  rememberRunningAnalysis,
  runningAnalysis,
  subscribeToRunningAnalysis,
} from "./running-analysis";
import { analysisRequestFor, attemptSignature, submissionFailure, type SubmissionForm } from "./submission";
import type { UpgradeReason } from "./upgrade-dialog";
import { useRefusalText } from "@/components/i18n/use-refusal-text";

/** Upload, Analysis, Questions, Complete. */
export type WizardStep = 0 | 1 | 2 | 3;

/** What a retry may reuse: the same photos need not be sent again, and the same key is not charged twice. */
type Attempt = {
  signature: string;
  key: string;
  upload?: PhotoUpload;
  recordIds?: string[];
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * The wizard's submit: uploads the photos and records, runs the analysis while showing the report
 * as it is written, then saves the answers to its questions, moving through the steps; a failure
 * returns to the form with its message. An analysis under way when the page was reloaded is
 * followed again to its end.
 */
export function useAnalysisSubmission({
  allowed,
  onUpgrade,
}: {
  /** What the viewer may do, as the server last said. */
  allowed: Entitlements | undefined;
  /** Opens the upgrade dialog for the reason given. */
  onUpgrade: (reason: UpgradeReason) => void;
}) {
  const t = useTranslations("upload");
  const refusalText = useRefusalText();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<WizardStep>(0);
  const [progress, setProgress] = useState(0);
  const [draft, setDraft] = useState<LiveDraft>(EMPTY_DRAFT);
  const [result, setResult] = useState<AnalysisAnswer | null>(null);
  const [savingAnswers, setSavingAnswers] = useState(false);
  const [firstFreeChoice, setFirstFreeChoice] = useState(false);
  const attempt = useRef<Attempt | null>(null);
  // The analysis of this tab still running (sessionStorage, for reloads), and the one read here.
  const running = useSyncExternalStore(subscribeToRunningAnalysis, runningAnalysis, () => null);
  const followed = useRef<string | null>(null);
  const resuming = step === 0 && running !== null;
  // Leaving the page stops reading the stream; the analysis itself goes on on the server.
  const reading = useRef<AbortController | null>(null);

  function startReading(): AbortSignal {
    reading.current?.abort();
    reading.current = new AbortController();
    return reading.current.signal;
  }

  /** Shows each event of the stream: the report's text, and the bar for where the analysis stands. */
  function show(event: AnalysisProgressEvent) {
    setDraft((current) => withEvent(current, event));
    if (event.event === "progress") setProgress(analysisProgress(event.data.phase, event.data.percent));
  }

  /** Follows the analysis of this report to its end (a reload, or a connection lost mid-stream). */
  function follow(reportId: string, signal: AbortSignal) {
    return followReportStream(reportId, storedCreatorSecret(reportId), show, signal);
  }

  function finish(answer: AnalysisAnswer) {
    forgetRunningAnalysis();
    // The report may be a spot's new check: its count, last check and due date changed.
    void queryClient.invalidateQueries({ queryKey: queryKeys.spots });
    setResult(answer);
    setProgress(100);
    if (answer.dynamic_questions.length > 0) {
      setStep(2);
    } else {
      // The finished bar a moment, then the report (after a reload too, where the step was the form's).
      setStep(1);
      setTimeout(() => router.push(reportPath(answer.report_id)), 1000);
    }
  }

  function fail(error: unknown, reportId: string | null) {
    forgetRunningAnalysis();
    // The analysis ended without a report (an `error` event, or none to follow): nothing to keep of it.
    if (reportId && error instanceof ApiError && error.status !== 0) forgetReportSecrets(reportId);
    setStep(0);
    setProgress(0);
    setDraft(EMPTY_DRAFT);
    const failure = submissionFailure(error, t, refusalText);
    if (failure.readEntitlementsAgain) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    }
    if (failure.readSpotsAgain) void queryClient.invalidateQueries({ queryKey: queryKeys.spots });
    if (failure.show.kind === "first_free_choice") {
      setFirstFreeChoice(true);
    } else {
      notify.error(failure.show.message);
      if (failure.show.openUpgradeDialog) onUpgrade("server");
    }
  }

  async function submit(form: SubmissionForm) {
    const signature = attemptSignature(form);
    if (attempt.current?.signature !== signature) {
      attempt.current = { signature, key: crypto.randomUUID() };
    }
    const current = attempt.current;
    const signal = startReading();
    setStep(1);
    setDraft(EMPTY_DRAFT);
    setProgress(5);
    let reportId: string | null = null;
    try {
      current.upload ??= await uploadPhotos(
        form.photos.map((p) => p.file),
        form.privacy,
        (fraction) => setProgress(5 + Math.round(fraction * 30)),
      );
      const upload = current.upload;
      setProgress(UPLOADED_PROGRESS);
      if (form.records.length > 0 && allowed?.can_attach_records) {
        current.recordIds ??= (await uploadMedicalRecords(form.records)).record_ids;
      }
      const request = analysisRequestFor(
        form,
        { upload, recordIds: current.recordIds },
        { canAddContextNote: allowed?.can_add_context_note ?? false },
      );
      const answer = await runAnalysis(
        form.kind,
        request,
        current.key,
        (event) => {
          if (event.event === "report") {
            reportId = event.data.report_id;
            // From here a reload, or a closed tab and the owner's page, can follow the report.
            followed.current = reportId;
            rememberRunningAnalysis(reportId);
            rememberReportSecrets(reportId, {
              creatorSecret: event.data.creator_secret,
              uploadSecret: upload.upload_secret,
            });
          }
          show(event);
        },
        signal,
      ).catch((error: unknown) => {
        // The connection broke, not the analysis: it goes on, so follow it instead.
        if (reportId && error instanceof ApiError && error.status === 0) {
          setDraft(EMPTY_DRAFT);
          return follow(reportId, signal);
        }
        throw error;
      });
      attempt.current = null;
      finish(answer);
    } catch (error) {
      if (isAbort(error)) return;
      fail(error, reportId);
    }
  }

  /** Follows the analysis this tab was waiting for before the page was reloaded. */
  async function resume(reportId: string, signal: AbortSignal) {
    try {
      const answer = await follow(reportId, signal);
      // The stream of a finished report carries no secret (only its hash is kept): this browser's copy does.
      finish({ ...answer, creator_secret: answer.creator_secret ?? storedCreatorSecret(reportId) });
    } catch (error) {
      if (isAbort(error)) return;
      // Not this browser's to follow any more (another session, storage cleared): the form again.
      if (error instanceof ApiError && error.status === 404) forgetRunningAnalysis();
      else fail(error, reportId);
    }
  }

  // A reload in the middle of an analysis: follow it again. The submit that started one reads its
  // own stream, so it marks the report as followed before telling the tab it runs.
  const resumeFollowing = useEffectEvent(resume);
  useEffect(() => {
    if (!running || followed.current === running) return;
    followed.current = running;
    const controller = new AbortController();
    void resumeFollowing(running, controller.signal);
    return () => {
      controller.abort();
      followed.current = null;
    };
  }, [running]);
  useEffect(() => () => reading.current?.abort(), []);

  async function submitAnswers(answers: Answers) {
    if (!result) return;
    setSavingAnswers(true);
    try {
      if (Object.keys(answers).length > 0)
        await saveAnswers(result.report_id, answers, result.creator_secret);
    } catch {
      notify.warning(t("questions.saveFailed"));
    } finally {
      setSavingAnswers(false);
      setStep(3);
    }
  }

  return {
    // Until the followed analysis says more, it is past the upload.
    step: resuming ? 1 : step,
    progress: resuming ? Math.max(progress, UPLOADED_PROGRESS) : progress,
    /** The report as it is being written, during the analysis step. */
    draft,
    result,
    savingAnswers,
    submit,
    submitAnswers,
    skipQuestions: () => setStep(3),
    /** The first free report must be public: the person chooses how to go on. */
    firstFreeChoice,
    closeFirstFreeChoice: () => setFirstFreeChoice(false),
  };
}
