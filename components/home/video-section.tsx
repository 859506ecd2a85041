import { getImageProps } from 'next/image';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { getEditTargets, singletonSource, type HomePageContent } from '@/lib/content';
import { imageUrl } from '@/lib/content/image';
import type { Locale } from '@/lib/constants';
import { CLIENT_LABEL_IDS } from '@/lib/i18n/client-labels';
import { pickMessages } from '@/lib/i18n/server';
import { VideoPlayer } from './video-player';

type Props = {
  lang: Locale;
  heading: HomePageContent['page']['videoSection'];
  video: HomePageContent['video'];
};

// getImageProps puts the 2× candidate in `src`: a 600 CSS-px request yields a 1200 px poster,
// sharp enough for the player and a fraction of the original's weight.
const POSTER_REQUEST_WIDTH = 600;

/** The poster through Next's image optimiser (resized, AVIF/WebP); `<video poster>` takes one URL. */
function posterSource(poster: HomePageContent['video']['poster']) {
  const asset = poster?.asset;
  if (!asset?.width || !asset.height) return null;
  const { props } = getImageProps({
    src: imageUrl({ asset: { _ref: asset._id } }),
    alt: '',
    width: POSTER_REQUEST_WIDTH,
    height: Math.round((POSTER_REQUEST_WIDTH * asset.height) / asset.width),
  });
  return { src: props.src, aspectRatio: `${asset.width} / ${asset.height}` };
}

/** The video section (spec §2 Home): heading, the player with its play/pause overlay, the caption. */
export async function VideoSection({ lang, heading, video }: Props) {
  const edit = await getEditTargets(lang);
  const poster = posterSource(video.poster);
  return (
    <section id="video" aria-labelledby="video-title" className="bg-graphite py-20 text-paper md:py-28">
      <Reveal className="mx-auto max-w-6xl px-5 md:px-8">
        <SectionHeading
          titleSource={edit(singletonSource('homePage'), 'videoSection.title')}
          id="video-title"
          tone="dark"
          eyebrow={heading?.eyebrow}
          title={heading?.title}
          intro={heading?.intro}
        />
        <figure className="mt-12 md:mt-14">
          <div
            className="relative overflow-hidden rounded-card bg-ink shadow-card"
            style={{ aspectRatio: poster?.aspectRatio ?? '16 / 9' }}
          >
            {video.src ? (
              <VideoPlayer
                src={video.src}
                type={video.file?.mimeType ?? null}
                poster={poster?.src}
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
      </Reveal>
    </section>
  );
}
