import type { PublicConfig } from '@lantern/contracts';
import { PUBLIC_CONFIG_QUERY_KEY, publicConfig } from '@lantern/session';
import { useQuery } from '@tanstack/react-query';

export { companies } from '@lantern/session';

const NO_IMAGES: PublicConfig = {
  logoUrlTemplate: null,
  flagUrlTemplate: null,
  environment: 'development',
  analyticsUrl: null,
  errorReportingUrl: null,
};

/**
 * The logo and flag image templates, fetched once per page load. Until they arrive, and if the call
 * fails, there are none: initials instead of logos, emoji flags.
 */
export function usePublicConfig(): PublicConfig {
  const { data } = useQuery({
    queryKey: PUBLIC_CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => publicConfig.get(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return data ?? NO_IMAGES;
}
