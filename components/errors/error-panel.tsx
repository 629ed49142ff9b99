import type { LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";

/**
 * The shared look of the 404 and error pages: a code or icon, a heading, one
 * sentence and the ways out. Only fixed texts: never an error's message,
 * stack or anything the request carried.
 */
export function ErrorPanel({
  icon: Icon,
  eyebrow,
  title,
  text,
  reference,
  children,
}: {
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  text: string;
  reference?: string;
  children: React.ReactNode;
}) {
  const t = useTranslations("errors");
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary shadow-card">
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-primary uppercase">{eyebrow}</p>
      <h1 className="mt-2 text-headline font-semibold tracking-tight text-balance">{title}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{text}</p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">{children}</div>
      {reference ? (
        <p className="mt-8 text-caption text-muted-foreground">
          {t("reference")} <code className="rounded bg-muted px-1.5 py-0.5 font-mono">{reference}</code>
        </p>
      ) : null}
    </div>
  );
}
