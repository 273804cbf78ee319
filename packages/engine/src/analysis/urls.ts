/** URL and domain helpers: tracking-parameter stripping and registrable domains (eTLD+1). */

const TRACKING_PARAM =
  /^(utm_[a-z0-9_]*|gclid|gclsrc|dclid|fbclid|msclkid|yclid|igshid|mc_cid|mc_eid|_hsenc|_hsmi|ref|ref_src|srsltid)$/i;

/** Removes tracking parameters (utm_*, gclid, fbclid, ref, ...) and text fragments; keeps the rest. */
export function cleanUrl(url: string): string {
  const trimmed = url.trim();
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return trimmed;
  }
  if (parsed.search) {
    for (const key of [...parsed.searchParams.keys()]) {
      if (TRACKING_PARAM.test(key)) parsed.searchParams.delete(key);
    }
    if ([...parsed.searchParams.keys()].length === 0) parsed.search = '';
  }
  if (parsed.hash.startsWith('#:~:')) parsed.hash = '';
  return parsed.toString();
}

/** Lower-case host without a leading "www."; accepts a URL or a bare host. */
export function hostOf(urlOrHost: string): string | undefined {
  const value = urlOrHost.trim();
  if (!value) return undefined;
  let host: string;
  try {
    host = new URL(value.includes('://') ? value : `https://${value}`).hostname;
  } catch {
    return undefined;
  }
  host = host.toLowerCase().replace(/\.$/, '');
  return host.startsWith('www.') ? host.slice(4) : host;
}

/**
 * Second-level public suffixes common in answers (a compact stand-in for the Public Suffix List):
 * "bbc.co.uk" is registrable under "co.uk", "user.github.io" under "github.io".
 */
const MULTI_PART_SUFFIXES = new Set(
  [
    'co.uk org.uk ac.uk gov.uk me.uk ltd.uk plc.uk net.uk sch.uk nhs.uk',
    'com.au net.au org.au edu.au gov.au asn.au id.au co.nz org.nz govt.nz ac.nz net.nz',
    'co.jp ne.jp or.jp ac.jp go.jp co.kr or.kr ac.kr go.kr',
    'com.br net.br org.br gov.br edu.br com.mx org.mx gob.mx edu.mx com.ar com.co com.pe com.uy com.ec',
    'co.in net.in org.in gov.in ac.in edu.in com.cn net.cn org.cn gov.cn edu.cn com.hk org.hk edu.hk',
    'com.tw org.tw com.sg edu.sg gov.sg com.my com.ph com.vn co.th in.th co.id or.id',
    'com.tr org.tr gov.tr edu.tr co.il org.il ac.il com.sa com.eg co.ke co.za org.za gov.za ac.za',
    'com.ng com.pk com.bd com.ua com.pl co.at or.at com.es com.pt com.gr co.hu com.ru',
    'github.io gitlab.io herokuapp.com vercel.app netlify.app pages.dev web.app firebaseapp.com',
    'blogspot.com azurewebsites.net cloudfront.net appspot.com myshopify.com notion.site',
  ]
    .join(' ')
    .split(' '),
);

/** The registrable domain ("example.co.uk" for "shop.example.co.uk"); hosts and IPs pass through. */
export function registrableDomain(urlOrHost: string): string | undefined {
  const host = hostOf(urlOrHost);
  if (!host) return undefined;
  if (/^[\d.]+$/.test(host) || host.includes(':') || !host.includes('.')) return host;
  const labels = host.split('.');
  if (labels.length <= 2) return host;
  const lastTwo = labels.slice(-2).join('.');
  const take = MULTI_PART_SUFFIXES.has(lastTwo) ? 3 : 2;
  return labels.slice(-take).join('.');
}

/** True when `value` looks like a bare domain ("acme.com"), e.g. a Gemini grounding chunk title. */
export function looksLikeDomain(value: string): boolean {
  return /^(?:[a-z0-9-]+\.)+[a-z]{2,}$/i.test(value.trim());
}
