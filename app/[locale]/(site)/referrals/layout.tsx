import { QueryProvider } from "@/components/api/query-provider";
import { ClientMessages } from "@/components/i18n/client-messages";

export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages namespaces={["referrals"]}>
      <QueryProvider>{children}</QueryProvider>
    </ClientMessages>
  );
}
