import { StudioPage } from '@/studio/studio-page';

export const dynamic = 'force-static';

export default function Page() {
  return <StudioPage />;
}
