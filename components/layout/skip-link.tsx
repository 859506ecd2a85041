/** First focusable element of every page; each page renders `<main id="main">`. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:inline-flex focus:min-h-11 focus:items-center focus:rounded-full focus:bg-paper focus:px-5 focus:text-sm focus:font-semibold focus:text-ink focus:shadow-card"
    >
      {label}
    </a>
  );
}
