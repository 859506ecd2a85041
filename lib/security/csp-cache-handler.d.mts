type StoredValue = { kind: string; html?: string; headers?: Record<string, string>; [key: string]: unknown };
export function pathnameOfKey(key: string): string;
export function withPolicy<T extends StoredValue | null | undefined>(key: string, value: T): T;
declare const CspCacheHandler: unknown;
export default CspCacheHandler;
