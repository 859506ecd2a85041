export function inlineScriptHashes(html: string): string[];
export function sitePolicy(options: { scriptSources: string[]; supabaseUrl: string }): string;
export function studioPolicy(options: { scriptSources: string[]; sanityApiHost?: string }): string;
export function policyForStoredPage(
  pathname: string,
  html: string,
  backends: { supabaseUrl: string; sanityApiHost?: string },
): string;
export const SECURITY_HEADERS: { key: string; value: string }[];
export const STATIC_ASSET_HEADERS: { key: string; value: string }[];
