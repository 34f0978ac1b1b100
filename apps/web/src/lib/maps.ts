/** Id of the maps script element, so start-up never adds it twice (a re-run after a hot reload, say). */
export const mapsScriptId = 'google-maps-script';

/**
 * Adds the Google Maps script with the deployment's key (spec §4 step 3). Without a key nothing is added: the
 * server's Content-Security-Policy then does not allow the maps hosts either.
 */
export function addMapsScript(key: string, doc: Document = document): HTMLScriptElement | null {
  if (key.trim() === '') return null;
  const existing = doc.getElementById(mapsScriptId);
  if (existing instanceof HTMLScriptElement) return existing;
  const script = doc.createElement('script');
  script.id = mapsScriptId;
  script.async = true;
  script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places&loading=async`;
  doc.head.append(script);
  return script;
}
