/** "in the United States" / "in Germany" from a country code or a free-text location. */
export function locationPhrase(location: string | undefined): string {
  const value = location?.trim();
  if (!value) return '';
  let name = value;
  if (/^[a-z]{2}$/i.test(value)) {
    try {
      name = new Intl.DisplayNames(['en'], { type: 'region' }).of(value.toUpperCase()) ?? value.toUpperCase();
    } catch {
      name = value.toUpperCase();
    }
  }
  const article =
    /^(united|netherlands|philippines|czech republic|dominican republic|bahamas|gambia|maldives|uae|uk|us)\b/i.test(
      name,
    )
      ? 'the '
      : '';
  return `in ${article}${name}`;
}
