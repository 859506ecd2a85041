'use client';

import { useSyncExternalStore } from 'react';
import { isStudioProject, type StudioProject } from './project';

/**
 * The project the owner chose on /studio, kept for this browser session only: trying a project
 * should not outlive the tab or change what the deployment is configured with.
 */
const STORAGE_KEY = 'studio:session-project';

const listeners = new Set<() => void>();
let cached: { raw: string | null; project: StudioProject | null } = { raw: null, project: null };

function parse(raw: string | null): StudioProject | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isStudioProject(value) ? value : null;
  } catch {
    return null;
  }
}

function read(): StudioProject | null {
  const raw = window.sessionStorage.getItem(STORAGE_KEY);
  // Same reference while the stored text is unchanged, as useSyncExternalStore requires.
  if (raw !== cached.raw) cached = { raw, project: parse(raw) };
  return cached.project;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same session can't write this tab's sessionStorage, so `storage` events
  // only matter for devtools edits; same-tab writes notify through `listeners`.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const notify = () => listeners.forEach((listener) => listener());

export function connectSessionProject(project: StudioProject): void {
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(project));
  notify();
}

export function disconnectSessionProject(): void {
  window.sessionStorage.removeItem(STORAGE_KEY);
  notify();
}

/** `null` during prerendering and hydration, so the static HTML is always the connect page. */
export const useSessionProject = (): StudioProject | null => useSyncExternalStore(subscribe, read, () => null);
