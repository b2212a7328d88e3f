/** A browser and system, as a person recognises their device in a list of sessions. */
interface DeviceDescription {
  readonly browser: string | null;
  readonly system: string | null;
}

// Order matters: Edge and Opera also say "Chrome", and Chrome also says "Safari".
const browsers: readonly (readonly [RegExp, string])[] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/(?:Headless)?Chrome\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const systems: readonly (readonly [RegExp, string])[] = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

function first(table: readonly (readonly [RegExp, string])[], userAgent: string): string | null {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

export function describeUserAgent(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { browser: null, system: null };
  return { browser: first(browsers, userAgent), system: first(systems, userAgent) };
}
