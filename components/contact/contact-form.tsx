"use client";

import { CircleCheck, LoaderCircle, Send } from "lucide-react";
import { useLocale } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, FormError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { ContactFormInput, ContactFormValues } from "@/lib/contact/schema";
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MIN_FILL_MS,
  CONTACT_NAME_MAX,
  CONTACT_SEND_FAILED,
  CONTACT_SENT_TEXT,
  CONTACT_SENT_TITLE,
  FORM_SUBMITTED_TOO_QUICKLY,
} from "@/lib/contact/texts";

/** Whether the form was sent sooner after it appeared than a person could write it. */
const sentTooQuickly = (shownAt: number) => Date.now() - shownAt < CONTACT_MIN_FILL_MS;

// zod is loaded when the form is first checked (or as soon as a field gets focus), not with the page.
const loadResolver = () => import("./contact-resolver");
const resolver: Resolver<ContactFormInput, unknown, ContactFormValues> = async (values, context, options) =>
  (await loadResolver()).contactResolver(values, context, options);

const EMPTY: ContactFormInput = { name: "", email: "", subject: "", message: "", website: "" };
type Editable = "name" | "email" | "subject" | "message";

/**
 * The contact form (spec sections 2, 4 and 5): checked on submit with the API's
 * own schema, every error at once; a field's error goes as soon as it is edited.
 */
export function ContactForm() {
  const locale = useLocale();
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver,
    defaultValues: EMPTY,
    mode: "onSubmit",
    // Editing clears a field's error rather than checking it again on every key.
    reValidateMode: "onSubmit",
    shouldFocusError: true,
  });
  const { register, handleSubmit, formState, clearErrors, reset, control } = form;
  const [status, setStatus] = useState<"editing" | "sending" | "sent">("editing");
  const [failure, setFailure] = useState<string | null>(null);
  // Set when the form appears, for the anti-spam minimum time before submit.
  const shownAt = useRef(0);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (status === "editing") shownAt.current = Date.now();
    if (status === "sent") {
      // Say it was sent where the eye is: clear of the fixed header, and focused for screen readers.
      sentHeading.current?.scrollIntoView({ block: "center" });
      sentHeading.current?.focus({ preventScroll: true });
    }
  }, [status]);

  const messageLength = useWatch({ control, name: "message" })?.length ?? 0;
  const errors = formState.errors;
  const field = (name: Editable) => register(name, { onChange: () => clearErrors(name) });

  const send = async (values: ContactFormValues) => {
    setFailure(null);
    if (sentTooQuickly(shownAt.current)) {
      setFailure(FORM_SUBMITTED_TOO_QUICKLY);
      return;
    }
    setStatus("sending");
    try {
      const response = await fetch("/api/contact-form", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: values.name,
          email: values.email,
          subject: values.subject,
          message: values.message,
          page_url: window.location.href,
          referrer_url: document.referrer || null,
          timestamp: new Date().toISOString(),
          language: locale,
        }),
      });
      if (!response.ok) {
        const answer = (await response.json().catch(() => null)) as { detail?: unknown } | null;
        throw new Error(
          typeof answer?.detail === "string" && answer.detail ? answer.detail : CONTACT_SEND_FAILED,
        );
      }
      reset(EMPTY);
      setStatus("sent");
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : CONTACT_SEND_FAILED);
      setStatus("editing");
    }
  };

  if (status === "sent")
    return (
      <div className="flex flex-col items-center px-2 py-8 text-center" data-testid="contact-sent">
        <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
          <CircleCheck className="size-7" aria-hidden="true" />
        </span>
        <h2 className="mt-5 text-title font-semibold outline-none" tabIndex={-1} ref={sentHeading}>
          {CONTACT_SENT_TITLE}
        </h2>
        <p className="mt-2 max-w-sm text-muted-foreground">{CONTACT_SENT_TEXT}</p>
        <Button
          className="mt-8"
          variant="outline"
          onClick={() => {
            setFailure(null);
            setStatus("editing");
          }}
        >
          Send Another Message
        </Button>
      </div>
    );

  const sending = status === "sending";
  const trapError = errors.website?.message;
  return (
    <form
      noValidate
      onFocus={() => void loadResolver()}
      onSubmit={(event) => void handleSubmit(send, () => setFailure(null))(event)}
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" required error={errors.name?.message}>
          <Input autoComplete="name" maxLength={CONTACT_NAME_MAX} {...field("name")} />
        </Field>
        <Field label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...field("email")} />
        </Field>
      </div>
      <Field label="Subject" required error={errors.subject?.message}>
        <Input {...field("subject")} />
      </Field>
      <Field
        label="Message"
        required
        error={errors.message?.message}
        description={
          <span
            data-testid="message-count"
            className={messageLength > CONTACT_MESSAGE_MAX ? "text-destructive" : undefined}
          >
            {messageLength}/{CONTACT_MESSAGE_MAX}
          </span>
        }
      >
        <Textarea rows={6} className="min-h-40" {...field("message")} />
      </Field>
      {/* A trap for bots: people never see or reach this field. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
      </div>
      <FormError>{trapError ?? failure}</FormError>
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto sm:justify-self-start">
        {sending ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden="true" /> Sending...
          </>
        ) : (
          <>
            <Send aria-hidden="true" /> Send Message
          </>
        )}
      </Button>
    </form>
  );
}
