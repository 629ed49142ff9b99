import Link from "next/link";

export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-card/90 backdrop-blur">
      <nav className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4" aria-label="Main">
        <Link href="/" className="text-lg font-semibold tracking-tight text-primary">
          SkinSight
        </Link>
        <div className="flex items-center gap-2 text-sm font-medium">
          <Link href="/pricing" className="rounded-md px-3 py-2 text-foreground hover:bg-muted">
            Pricing
          </Link>
          <Link href="/upload" className="rounded-md bg-primary px-3 py-2 text-white hover:bg-primary-hover">
            New Analysis
          </Link>
        </div>
      </nav>
    </header>
  );
}
