"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { queryKeys } from "@/components/api/queries";
import { rememberReportSecrets } from "@/components/report-owner/browser-secrets";
import { notify } from "@/components/ui/toaster";
import type { Entitlements } from "@/lib/api-client";
import { reportPath } from "@/lib/upload/report-kind";
import {
  runAnalysis,
  saveAnswers,
  uploadMedicalRecords,
  uploadPhotos,
  type AnalysisAnswer,
  type PhotoUpload,
} from "@/lib/upload/requests";
import type { Answers } from "./questions-step";
import { analysisRequestFor, attemptSignature, submissionFailure, type SubmissionForm } from "./submission";
import { ANSWERS_FAILED, type UpgradeReason } from "./texts";

/** Upload, Analysis, Questions, Complete. */
export type WizardStep = 0 | 1 | 2 | 3;

/** What a retry may reuse: the same photos need not be sent again, and the same key is not charged twice. */
type Attempt = {
  signature: string;
  key: string;
  upload?: PhotoUpload;
  recordIds?: string[];
};

/**
 * The wizard's submit: uploads the photos and records, runs the analysis, then saves the answers
 * to its questions, moving through the steps; a failure returns to the form with its message.
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
  const router = useRouter();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<WizardStep>(0);
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<AnalysisAnswer | null>(null);
  const [savingAnswers, setSavingAnswers] = useState(false);
  const [firstFreeChoice, setFirstFreeChoice] = useState(false);
  const attempt = useRef<Attempt | null>(null);

  async function submit(form: SubmissionForm) {
    const signature = attemptSignature(form);
    if (attempt.current?.signature !== signature) {
      attempt.current = { signature, key: crypto.randomUUID() };
    }
    const current = attempt.current;
    setStep(1);
    setProgress(5);
    try {
      current.upload ??= await uploadPhotos(
        form.photos.map((p) => p.file),
        form.privacy,
        (fraction) => setProgress(5 + Math.round(fraction * 30)),
      );
      setProgress(40);
      if (form.records.length > 0 && allowed?.can_attach_records) {
        current.recordIds ??= (await uploadMedicalRecords(form.records)).record_ids;
      }
      setProgress(60);
      const answer = await runAnalysis(
        form.kind,
        analysisRequestFor(
          form,
          { upload: current.upload, recordIds: current.recordIds },
          { canAddContextNote: allowed?.can_add_context_note ?? false },
        ),
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
      const failure = submissionFailure(error);
      if (failure.readEntitlementsAgain) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
      }
      if (failure.show.kind === "first_free_choice") {
        setFirstFreeChoice(true);
      } else {
        notify.error(failure.show.message);
        if (failure.show.openUpgradeDialog) onUpgrade("server");
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

  return {
    step,
    progress,
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
