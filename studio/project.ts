/** Where the embedded Studio is mounted; the route group app/(studio) serves it. */
export const STUDIO_BASE_PATH = '/studio';

/** Stands in for a project id when none is configured, so the CLI's offline commands still run. */
export const PLACEHOLDER_PROJECT_ID = 'local';

/** Sanity's own rules: project ids are lowercase letters, digits and dashes; datasets also allow `_`. */
export const PROJECT_ID_PATTERN = /^[a-z0-9-]+$/;
export const DATASET_PATTERN = /^[a-z0-9_-]+$/;

export interface StudioProject {
  projectId: string;
  dataset: string;
}

export const isStudioProject = (value: unknown): value is StudioProject =>
  typeof value === 'object' &&
  value !== null &&
  'projectId' in value &&
  'dataset' in value &&
  typeof value.projectId === 'string' &&
  typeof value.dataset === 'string' &&
  PROJECT_ID_PATTERN.test(value.projectId) &&
  DATASET_PATTERN.test(value.dataset);
