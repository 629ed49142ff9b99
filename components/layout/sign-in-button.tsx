import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/components/ui/cn";
import type { VariantProps } from "class-variance-authority";
import { useTranslations } from "next-intl";
import { OpenLoginButton } from "./open-login-button";

/**
 * A Sign In button for server components: its look is worked out here, so the
 * browser gets only the few lines that open the login dialog.
 */
export function SignInButton({
  variant,
  size,
  className,
  children,
}: VariantProps<typeof buttonVariants> & { className?: string; children?: React.ReactNode }) {
  const t = useTranslations("layout");
  return (
    <OpenLoginButton data-slot="button" className={cn(buttonVariants({ variant, size }), className)}>
      {children ?? t("signIn")}
    </OpenLoginButton>
  );
}
