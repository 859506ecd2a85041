'use client';

import { NextStudio } from 'next-sanity/studio/client-component';
import { useMemo } from 'react';
import { createStudioConfig } from '../sanity.config';
import type { StudioProject } from './project';
import { sessionProjectPlugin } from './session-navbar';

interface EmbeddedStudioProps {
  project: StudioProject;
  /** True when the project comes from the connect form rather than the deployment's env. */
  fromSession: boolean;
}

/** Loaded lazily by StudioPage so the connect page never downloads the Studio. */
export default function EmbeddedStudio({ project, fromSession }: EmbeddedStudioProps) {
  const { projectId, dataset } = project;
  const config = useMemo(
    () => createStudioConfig({ projectId, dataset }, fromSession ? [sessionProjectPlugin()] : []),
    [projectId, dataset, fromSession],
  );
  return <NextStudio config={config} />;
}
