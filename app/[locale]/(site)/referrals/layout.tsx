import { QueryProvider } from "@/components/api/query-provider";

export default function Layout({ children }: { children: React.ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
