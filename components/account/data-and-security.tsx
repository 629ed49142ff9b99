"use client";

import { Download, LogOut, MonitorSmartphone, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { useState } from "react";
import { announceAuthChange } from "@/components/auth/login-dialog-events";
import { forgetStaleSignIn } from "@/components/auth/stored-user";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/toaster";
import { accountApi } from "./api";
import { useRefusalText } from "@/components/i18n/use-refusal-text";

/** The session is gone on the server already (deleted account, every session ended): forget it here. */
function afterServerSignOut() {
  forgetStaleSignIn();
  announceAuthChange();
}

/** Export my data, sign out, sign out everywhere, delete the account. */
export function DataAndSecurity({ email }: { email: string }) {
  const t = useTranslations("account.data");
  const [exporting, setExporting] = useState(false);
  const [endingAll, setEndingAll] = useState(false);

  async function exportData() {
    setExporting(true);
    try {
      const response = await fetch("/api/user/export", { credentials: "same-origin" });
      if (!response.ok) throw new Error(String(response.status));
      const name =
        /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ??
        "skinsight-data.json";
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      notify.error(t("exportFailed"));
    } finally {
      setExporting(false);
    }
  }

  async function signOutEverywhere() {
    setEndingAll(true);
    try {
      await accountApi.logoutAll();
      notify.success(t("signedOutEverywhere"));
      afterServerSignOut();
    } catch {
      notify.error(t("signOutEverywhereFailed"));
      setEndingAll(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("title")}</CardTitle>
        <CardDescription>{t("signedInAs", { email })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Row title={t("exportTitle")} text={t("exportText")}>
          <Button variant="outline" onClick={() => void exportData()} disabled={exporting}>
            <Download aria-hidden="true" />
            {exporting ? t("preparing") : t("export")}
          </Button>
        </Row>
        <Row title={t("signOutTitle")} text={t("signOutText")}>
          <div className="flex flex-wrap gap-2">
            <SignOutButton variant="outline">
              <LogOut aria-hidden="true" />
              {t("signOut")}
            </SignOutButton>
            <Button variant="outline" onClick={() => void signOutEverywhere()} disabled={endingAll}>
              <MonitorSmartphone aria-hidden="true" />
              {t("signOutEverywhere")}
            </Button>
          </div>
        </Row>
        <Row title={t("deleteTitle")} text={t("deleteText")}>
          <DeleteAccountDialog email={email} />
        </Row>
      </CardContent>
    </Card>
  );
}

function Row({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4 first:border-t-0 first:pt-0 md:flex-row md:items-center md:justify-between">
      <div className="max-w-prose">
        <h3 className="font-medium">{title}</h3>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      <div className="shrink-0">{children}</div>
    </div>
  );
}

function DeleteAccountDialog({ email }: { email: string }) {
  const t = useTranslations("account.data");
  const signIn = useTranslations("auth");
  const refusalText = useRefusalText();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function close(next: boolean) {
    setOpen(next);
    if (!next) {
      setToken(null);
      setCode("");
      setError(null);
    }
  }

  async function sendCode() {
    setPending(true);
    try {
      const sent = await accountApi.deleteCode();
      setToken(sent.token);
      notify.success(t("codeSent"));
    } catch (failure) {
      notify.error(refusalText(failure, t("codeFailed")));
    } finally {
      setPending(false);
    }
  }

  async function deleteForGood() {
    const entered = code.trim();
    if (!entered) {
      setError(signIn("codeRequired"));
      return;
    }
    if (!token) return;
    setPending(true);
    try {
      await accountApi.deleteAccount({ code: entered, token });
      notify.success(t("deleted"));
      setOpen(false);
      afterServerSignOut();
      router.push("/");
    } catch (failure) {
      notify.error(refusalText(failure, t("deleteFailed")));
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          {t("delete")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("deleteDialogTitle")}</DialogTitle>
          <DialogDescription>{t("deleteDialogText")}</DialogDescription>
        </DialogHeader>
        {token === null ? (
          <>
            <p className="text-sm">
              {t.rich("codeNotice", {
                email,
                strong: (chunks) => <span className="font-medium">{chunks}</span>,
              })}
            </p>
            <DialogFooter>
              <Button variant="outline" onClick={() => close(false)}>
                {t("keep")}
              </Button>
              <Button variant="destructive" onClick={() => void sendCode()} disabled={pending}>
                {pending ? t("sending") : t("sendCode")}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void deleteForGood();
            }}
          >
            <Field label={t("code")} error={error}>
              <Input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="000000"
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  setError(null);
                }}
                className="text-center text-lg tracking-widest"
                autoFocus
              />
            </Field>
            <DialogFooter>
              <Button variant="outline" onClick={() => close(false)}>
                {t("keep")}
              </Button>
              <Button type="submit" variant="destructive" disabled={pending}>
                {pending ? t("deleting") : t("deleteForGood")}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
