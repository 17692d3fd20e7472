/** Spec §9 map defaults (the map service itself is not reachable from this build; see docs/decisions.md). */
export const mapDefaults = { zoom: 19, pitch: 55, bearing: -85 } as const;

export interface MapPlace {
  /** Decimal degrees as the API sends them (decimal strings) or as numbers. */
  latitude: string | number | null;
  longitude: string | number | null;
  street: string;
  zipCode: string;
  city: string;
}

/** The coordinates when both are finite numbers and not the 0/0 placeholder. */
function coordinatesOf(place: MapPlace): { lat: number; lon: number } | null {
  if (place.latitude === null || place.longitude === null) return null;
  if (String(place.latitude).trim() === '' || String(place.longitude).trim() === '') return null;
  const lat = Number(place.latitude);
  const lon = Number(place.longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || (lat === 0 && lon === 0)) return null;
  return { lat, lon };
}

/**
 * The place on an external map (OpenStreetMap): a marker at the coordinates at the given zoom (OpenStreetMap goes
 * up to 19), else a search for the address.
 */
export function openMapHref(place: MapPlace, zoom: number = mapDefaults.zoom): string {
  const coordinates = coordinatesOf(place);
  if (coordinates) {
    const z = Math.min(19, Math.max(1, Math.round(zoom)));
    const { lat, lon } = coordinates;
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${z}/${lat}/${lon}`;
  }
  const query = `${place.street}, ${place.zipCode} ${place.city}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/** Spec §7: directions link to an external maps site (Google Maps), to the coordinates when known, else the address. */
export function directionsHref(place: MapPlace): string {
  const coordinates = coordinatesOf(place);
  const destination = coordinates
    ? `${coordinates.lat},${coordinates.lon}`
    : `${place.street}, ${place.zipCode} ${place.city}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
