import { SanityImage } from '@/components/content/sanity-image';
import { SectionShell } from '@/components/ui/section-shell';
import { homeSection } from './home-section';
import type { HomePageContent } from '@/lib/content';
import type { Locale } from '@/lib/constants';
import { CLIENT_LABEL_IDS } from '@/lib/i18n/client-labels';
import { pickMessages } from '@/lib/i18n/server';
import { VideoPlayer } from './video-player';

type Props = {
  lang: Locale;
  heading: HomePageContent['page']['videoSection'];
  video: HomePageContent['video'];
};

/** The frame's width: max-w-6xl less its padding on wide screens, the viewport's on phones. */
const POSTER_SIZES = '(min-width: 1152px) 1088px, 100vw';

/** The video section (spec §2 Home): heading, the player with its play/pause overlay, the caption. */
export async function VideoSection({ lang, heading, video }: Props) {
  const posterAsset = video.poster?.asset;
  const aspectRatio =
    posterAsset?.width && posterAsset.height ? `${posterAsset.width} / ${posterAsset.height}` : '16 / 9';
  const section = homeSection('video');
  return (
    <SectionShell
      {...section}
      className="bg-graphite py-20 text-paper md:py-28"
      tone="dark"
      layout="column"
      heading={heading}
    >
      <figure className="mt-12 md:mt-14">
        <div className="relative overflow-hidden rounded-card bg-ink shadow-card" style={{ aspectRatio }}>
          {/* The poster is a lazy picture under the player, not `<video poster>`, which browsers
                fetch with the page (ahead of its first paint) and in one size for every screen. */}
          <SanityImage image={video.poster} decorative fill sizes={POSTER_SIZES} className="object-cover" />
          {video.src ? (
            <VideoPlayer
              src={video.src}
              type={video.file?.mimeType ?? null}
              title={video.title}
              labels={pickMessages(lang, CLIENT_LABEL_IDS.video)}
            />
          ) : null}
        </div>
        {video.caption ? (
          <figcaption className="mt-4 text-center text-sm leading-relaxed text-paper/80 md:text-base">
            {video.caption}
          </figcaption>
        ) : null}
      </figure>
    </SectionShell>
  );
}
