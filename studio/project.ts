/** Where the embedded Studio is mounted; the route group app/(studio) serves it. */
export const STUDIO_BASE_PATH = '/studio';
