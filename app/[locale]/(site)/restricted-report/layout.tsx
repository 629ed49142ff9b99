import { ClientMessages } from "@/components/i18n/client-messages";

// The same page as /reports/{id} (app/[locale]/(site)/reports/[id]/layout.tsx), for a viewer who may see a report that is not public.
export default function RestrictedReportLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <ClientMessages namespaces={["report"]}>{children}</ClientMessages>;
}
