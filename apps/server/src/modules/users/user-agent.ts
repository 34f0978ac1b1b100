/** A browser and operating system as the sessions list names them (product names, never translated). */
export interface Device {
  browser: string | null;
  os: string | null;
}

const major = (userAgent: string, pattern: RegExp): string | null => pattern.exec(userAgent)?.[1] ?? null;

/** The browser, most specific first: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari". */
function browserOf(ua: string): string | null {
  const named: Array<[string, RegExp]> = [
    ['Edge', /\b(?:Edg|EdgA|EdgiOS)\/(\d+)/],
    ['Opera', /\bOPR\/(\d+)/],
    ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
    ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
    ['Chrome', /\b(?:Chrome|CriOS|HeadlessChrome)\/(\d+)/],
  ];
  for (const [name, pattern] of named) {
    const version = major(ua, pattern);
    if (version) return `${name} ${version}`;
  }
  if (/\bSafari\//.test(ua)) {
    const version = major(ua, /\bVersion\/(\d+)/);
    return version ? `Safari ${version}` : 'Safari';
  }
  return null;
}

/** The operating system; desktop versions are left out because browsers freeze them in the user agent. */
function osOf(ua: string): string | null {
  if (/\b(?:iPhone|iPod)\b/.test(ua)) {
    const version = major(ua, /\bOS (\d+)[_.]/);
    return version ? `iOS ${version}` : 'iOS';
  }
  if (/\biPad\b/.test(ua)) {
    const version = major(ua, /\bOS (\d+)[_.]/);
    return version ? `iPadOS ${version}` : 'iPadOS';
  }
  if (/\bAndroid\b/.test(ua)) {
    const version = major(ua, /\bAndroid (\d+)/);
    return version ? `Android ${version}` : 'Android';
  }
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS';
  if (/\bWindows\b/.test(ua)) return 'Windows';
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return 'macOS';
  if (/\bLinux\b/.test(ua)) return 'Linux';
  return null;
}

/**
 * Reads the browser and operating system from a user agent for the "My sessions" list: enough for a person to tell
 * their phone from their laptop, never a fingerprint. Unknown or missing parts are null.
 */
export function deviceOf(userAgent: string | null | undefined): Device {
  const ua = userAgent?.trim() ?? '';
  if (ua === '') return { browser: null, os: null };
  return { browser: browserOf(ua), os: osOf(ua) };
}
