/**
 * First focusable element of every page. Each page renders `<main id="main" tabIndex={-1}
 * className="outline-none">` so following the link moves keyboard focus into the content.
 */
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
