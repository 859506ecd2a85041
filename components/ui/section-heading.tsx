/** Eyebrow, title and intro of a content section, as the Studio's `sectionHeading` holds them. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  tone = 'light',
  align = 'center',
  titleSource,
}: {
  eyebrow?: string | null;
  title?: string | null;
  intro?: string | null;
  id?: string;
  tone?: 'light' | 'dark';
  align?: 'center' | 'start';
  /** The title's field for click-to-edit (lib/content getEditTargets), in an owner's preview only. */
  titleSource?: string;
}) {
  const muted = tone === 'dark' ? 'text-paper/75' : 'text-slate';
  return (
    <div className={`max-w-2xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {eyebrow ? <p className={`eyebrow ${tone === 'dark' ? 'text-gold' : 'text-gold-deep'}`}>{eyebrow}</p> : null}
      <h2
        id={id}
        data-sanity={titleSource}
        className={`section-title mt-3 ${tone === 'dark' ? 'text-paper' : 'text-ink'}`}
      >
        {title}
      </h2>
      {intro ? <p className={`mt-4 text-base leading-relaxed text-pretty md:text-lg ${muted}`}>{intro}</p> : null}
    </div>
  );
}
