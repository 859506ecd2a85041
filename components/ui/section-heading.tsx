/** Eyebrow, title and intro of a content section, as the Studio's `sectionHeading` holds them. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  tone = 'light',
  align = 'center',
}: {
  eyebrow?: string | null;
  title?: string | null;
  intro?: string | null;
  id?: string;
  tone?: 'light' | 'dark';
  align?: 'center' | 'start';
}) {
  const muted = tone === 'dark' ? 'text-paper/75' : 'text-slate';
  return (
    <div className={`max-w-2xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {eyebrow ? <p className={`eyebrow ${tone === 'dark' ? 'text-gold' : 'text-gold-deep'}`}>{eyebrow}</p> : null}
      <h2 id={id} className={`section-title mt-3 ${tone === 'dark' ? 'text-paper' : 'text-ink'}`}>
        {title}
      </h2>
      {intro ? <p className={`mt-4 text-base leading-relaxed text-pretty md:text-lg ${muted}`}>{intro}</p> : null}
    </div>
  );
}
