const SAFE_URL = /^(https?:|mailto:)/i;

/** Keeps http(s) and mailto URLs; anything else (javascript:, data:, relative) becomes ''. */
export const safeUrl = (url: string): string => (SAFE_URL.test(url.trim()) ? url.trim() : '');
