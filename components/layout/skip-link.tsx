/**
 * First focusable element of every page. Each page renders `<main id="main" tabIndex={-1}
 * className="outline-none">` so following the link moves keyboard focus into the content.
 */
export function SkipLink({ label }: { label: string }) {
  return (
    <a href="#main" className="skip-link">
      {label}
    </a>
  );
}
