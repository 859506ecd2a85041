export function inlineScriptHashes(html: string): string[];
export function sitePolicy(options: {
  scriptSources: string[];
  supabaseUrl: string;
  framedBySite?: boolean;
  connectSources?: string[];
}): string;
export function previewPolicy(options: {
  nonce: string;
  supabaseUrl: string;
  sanityProjectId: string;
  sanityApiHost?: string;
}): string;
export function perRequestPolicy(options: { nonce: string; supabaseUrl: string }): string;
export function studioPolicy(options: { scriptSources: string[]; sanityApiHost?: string }): string;
export function policyForStoredPage(
  pathname: string,
  html: string,
  backends: { supabaseUrl: string; sanityApiHost?: string },
): string;
export const SECURITY_HEADERS: { key: string; value: string }[];
export const STATIC_ASSET_HEADERS: { key: string; value: string }[];
export function pathnameOfKey(key: string): string;
type StoredValue = { kind: string; html?: string; headers?: Record<string, string>; [key: string]: unknown };
export function withPolicy<T extends StoredValue>(
  key: string,
  value: T,
  backends: { supabaseUrl: string; sanityApiHost?: string },
): T & { headers?: Record<string, string> };
export function staticPolicyHeaders(backends: {
  supabaseUrl: string;
  sanityApiHost?: string;
}): { source: string; headers: { key: string; value: string }[] }[];
