type CacheControl = { revalidate: number | false; expire?: number };
type Entry = { value: unknown; lastModified: number; cacheControl?: CacheControl };

export declare const MAX_ENTRIES: number;
export declare const MAX_BYTES: number;
export declare function approximateSize(value: unknown): number;

export declare class MemoryStore {
  bytes: number;
  get(key: string, ctx?: { tags?: string[]; softTags?: string[] }): Entry | null;
  set(key: string, value: unknown, ctx?: { tags?: string[]; cacheControl?: CacheControl }): void;
  revalidateTag(tags: string | string[]): void;
}
