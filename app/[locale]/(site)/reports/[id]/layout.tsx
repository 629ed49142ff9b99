import { ClientMessages } from "@/components/i18n/client-messages";

// The report page's buttons (copy the link, print) speak in the browser.
export default function ReportLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <ClientMessages namespaces={["report"]}>{children}</ClientMessages>;
}
