import { DEFAULT_SITE_URL, publicEnv } from '@/lib/env';
import { StudioPage } from '@/studio/studio-page';

export const dynamic = 'force-static';

export default function Page() {
  const { sanityProjectId, sanityDataset, siteUrl } = publicEnv;
  return (
    <StudioPage
      configuredProject={sanityProjectId === undefined ? null : { projectId: sanityProjectId, dataset: sanityDataset }}
      corsOrigins={[...new Set([DEFAULT_SITE_URL, new URL(siteUrl).origin])]}
    />
  );
}
