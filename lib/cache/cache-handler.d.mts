declare const CacheHandler: unknown;
export default CacheHandler;
