import { QueryProvider } from "@/components/api/query-provider";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ReportLanguages } from "@/components/report/report-languages";

// The owner's page reads its report in the browser, so the report body's words come in every
// language the report may be written in. The first-free choice and the report's spot line show
// here too.
export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages namespaces={["report", "reportBody", "reportOwner", "billing", "spots", "bodySites"]}>
      <ReportLanguages>
        <QueryProvider>{children}</QueryProvider>
      </ReportLanguages>
    </ClientMessages>
  );
}
