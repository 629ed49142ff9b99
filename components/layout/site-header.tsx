import Link from "next/link";

export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <nav className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4" aria-label="Main">
        <Link href="/" className="text-lg font-semibold tracking-tight text-brand-700">
          SkinSight
        </Link>
        <div className="flex items-center gap-2 text-sm font-medium">
          <Link href="/pricing" className="rounded-md px-3 py-2 text-slate-700 hover:bg-slate-100">
            Pricing
          </Link>
          <Link href="/upload" className="rounded-md bg-brand-600 px-3 py-2 text-white hover:bg-brand-700">
            New Analysis
          </Link>
        </div>
      </nav>
    </header>
  );
}
