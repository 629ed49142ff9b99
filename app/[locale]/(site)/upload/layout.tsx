import { QueryProvider } from "@/components/api/query-provider";
import { ClientMessages } from "@/components/i18n/client-messages";

// The wizard, the first-free choice, and the processing step, which shows the report as it is
// written (components/report).
export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages namespaces={["upload", "billing", "report", "reportBody"]}>
      <QueryProvider>{children}</QueryProvider>
    </ClientMessages>
  );
}
