'use client';

import { lazy, Suspense } from 'react';
import { ConnectScreen } from './connect-screen';
import type { StudioProject } from './project';
import { useSessionProject } from './session-project';

// The Studio is ~2 MB of JavaScript: only fetch it once there is a project to open.
const EmbeddedStudio = lazy(() => import('./embedded-studio'));

interface StudioPageProps {
  /** The project the deployment is configured with, if any; it always wins over a session choice. */
  configuredProject: StudioProject | null;
  /** Origins the project must allow, shown in the connect instructions. */
  corsOrigins: readonly string[];
}

export function StudioPage({ configuredProject, corsOrigins }: StudioPageProps) {
  const sessionProject = useSessionProject();
  const project = configuredProject ?? sessionProject;
  if (project === null) return <ConnectScreen corsOrigins={corsOrigins} />;
  return (
    <Suspense fallback={null}>
      <EmbeddedStudio project={project} fromSession={configuredProject === null} />
    </Suspense>
  );
}
