"use client";

import { LogOut } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { signOut } from "./session";

/** Signs out: clears the session cookie and what the browser kept, then the page updates. */
export function SignOutButton({ onClick, children, ...props }: ButtonProps) {
  const t = useTranslations("auth");
  const [pending, setPending] = useState(false);
  return (
    <Button
      {...props}
      disabled={pending || props.disabled}
      onClick={async (event) => {
        onClick?.(event);
        setPending(true);
        await signOut(t("signOutFailed"));
        setPending(false);
      }}
    >
      {children ?? (
        <>
          <LogOut aria-hidden="true" />
          {t("logOut")}
        </>
      )}
    </Button>
  );
}
