import Link from "next/link";

const steps = [
  { title: "Upload photo", text: "Take or choose a clear, well-lit photo of the skin area." },
  { title: "AI analysis", text: "Our model reviews the photo and your answers in seconds." },
  { title: "Get results", text: "Read a structured report with findings and next steps." },
];

export default function HomePage() {
  return (
    <div className="mx-auto max-w-6xl px-4">
      <section className="py-16 text-center sm:py-24">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">AI skin analysis in seconds</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
          Upload a photo of your skin and get a free summary report at once. Go deeper with a full
          dermatology-style report whenever you need it.
        </p>
        <div className="mt-8 flex justify-center">
          <Link
            href="/upload"
            className="rounded-lg bg-primary px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-primary-hover"
          >
            Start Free Analysis
          </Link>
        </div>
      </section>
      <section aria-labelledby="how-it-works" className="pb-20">
        <h2 id="how-it-works" className="text-center text-2xl font-semibold">
          How it works
        </h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
              <span className="flex h-8 w-8 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary">
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-10 text-center text-xs text-muted-foreground">
          Reports are informational only and are not medical advice.
        </p>
      </section>
    </div>
  );
}
