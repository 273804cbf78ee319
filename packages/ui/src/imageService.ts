/** How the images of each service (URL template) loaded during this page's life. */
const seen = new Map<string, { loaded: number; failed: number }>();

/** Failures without a single success after which a service counts as unreachable. */
export const IMAGE_SERVICE_DOWN_AFTER = 3;

/**
 * True once a service has failed several images and loaded none (unreachable, blocked): later images
 * show their fallback at once instead of waiting for another failure each.
 */
export function imageServiceDown(template: string): boolean {
  const s = seen.get(template);
  return Boolean(s && s.loaded === 0 && s.failed >= IMAGE_SERVICE_DOWN_AFTER);
}

export function reportImage(template: string, loaded: boolean): void {
  const s = seen.get(template) ?? { loaded: 0, failed: 0 };
  if (loaded) s.loaded += 1;
  else s.failed += 1;
  seen.set(template, s);
}
