/** The value of a cookie readable by scripts, or undefined. `source` is `document.cookie` unless a test passes one. */
export function readCookie(name: string, source: string = document.cookie): string | undefined {
  for (const part of source.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // A value that is not valid percent-encoding is still the exact token the server expects back.
      return raw;
    }
  }
  return undefined;
}

/**
 * Expires a cookie at the root path. `__Host-` cookies are only accepted back with `Secure` and no domain, so they
 * need their own attributes to be deleted. HttpOnly cookies are out of reach of scripts: the server clears those.
 */
export function deleteCookie(name: string, write: (cookie: string) => void = (cookie) => (document.cookie = cookie)): void {
  const secure = name.startsWith('__Host-') || name.startsWith('__Secure-') ? '; Secure' : '';
  write(`${name}=; Max-Age=0; Path=/; SameSite=Lax${secure}`);
}
