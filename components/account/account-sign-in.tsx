"use client";

import { LoginSteps } from "@/components/auth/login-steps";
import { Card, CardContent } from "@/components/ui/card";

/** Signed out: the login dialog's own steps, inline. Signing in refreshes the page into the dashboard. */
export function AccountSignIn() {
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardContent>
        <LoginSteps
          heading={(title, description) => (
            <div className="grid gap-1.5">
              <h2 className="text-title font-semibold">{title}</h2>
              <p className="text-sm text-muted-foreground">{description}</p>
            </div>
          )}
        />
      </CardContent>
    </Card>
  );
}
