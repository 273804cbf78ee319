import { companiesApi, publicConfigApi } from '@lantern/api-client';
import type { PublicConfig } from '@lantern/contracts';
import { api } from '@lantern/session';
import { useQuery } from '@tanstack/react-query';

/** Calls of the signed-out pages that are not the session's: company suggestions, public config. */
export const companies = companiesApi(api);
export const publicConfig = publicConfigApi(api);

const NO_IMAGES: PublicConfig = { logoUrlTemplate: null, flagUrlTemplate: null };

/**
 * The logo and flag image templates, fetched once per page load. Until they arrive, and if the call
 * fails, there are none: initials instead of logos, emoji flags.
 */
export function usePublicConfig(): PublicConfig {
  const { data } = useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => publicConfig.get(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return data ?? NO_IMAGES;
}
