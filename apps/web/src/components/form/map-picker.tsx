import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import classes from './form.module.css';

/** The part of the Google Maps API the picker uses (the script is added at start-up when a key is configured). */
interface LatLng {
  lat(): number;
  lng(): number;
}
interface MapsApi {
  Map: new (
    element: HTMLElement,
    options: { center: { lat: number; lng: number }; zoom: number; clickableIcons?: boolean },
  ) => {
    addListener(event: 'click', handler: (event: { latLng: LatLng | null }) => void): unknown;
  };
  Marker: new (options: { position: { lat: number; lng: number }; map: unknown }) => {
    setPosition(position: { lat: number; lng: number }): void;
  };
}

/** The maps API once its script has loaded; null without a key, offline, or before it arrives. */
export function mapsApi(): MapsApi | null {
  const maps = (globalThis as { google?: { maps?: Partial<MapsApi> } }).google?.maps;
  return maps?.Map && maps.Marker ? (maps as MapsApi) : null;
}

/** Riyadh: where the map opens when the address has no point yet. */
const defaultCenter = { lat: 24.7136, lng: 46.6753 };

/**
 * Picks the house's point on a map: a click moves the marker and reports the coordinates, rounded to about a metre.
 * Shown only when the maps script is available; the address fields alone are always enough.
 */
export function MapPicker({
  latitude,
  longitude,
  onPick,
}: {
  latitude: number | null;
  longitude: number | null;
  onPick: (point: { latitude: number; longitude: number }) => void;
}) {
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  }, [onPick]);
  const start = useRef(latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : null);

  useEffect(() => {
    const maps = mapsApi();
    if (!maps || !element.current) return;
    const map = new maps.Map(element.current, {
      center: start.current ?? defaultCenter,
      zoom: start.current ? 16 : 11,
      clickableIcons: false,
    });
    let marker = start.current ? new maps.Marker({ position: start.current, map }) : null;
    map.addListener('click', (event) => {
      if (!event.latLng) return;
      const position = { lat: Number(event.latLng.lat().toFixed(5)), lng: Number(event.latLng.lng().toFixed(5)) };
      if (marker) marker.setPosition(position);
      else marker = new maps.Marker({ position, map });
      onPickRef.current({ latitude: position.lat, longitude: position.lng });
    });
  }, []);

  return <div ref={element} className={classes.map} role="application" aria-label={t('address.mapLabel')} data-testid="map-picker" />;
}
