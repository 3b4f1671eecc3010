// Coordinates as the location pages read and show them, and the links that open them in a map. No map
// service is reachable from the app, so the device's own map app does the showing: a geo: link (RFC 5870)
// where the phone has one, and OpenStreetMap's web page as the fallback anyone can open.

export type Coordinates = { latitude: number; longitude: number };

/** Coordinates from text, or null unless both are numbers within the globe's ranges. */
export function parseCoordinates(latitude: string | null, longitude: string | null): Coordinates | null {
  if (latitude === null || longitude === null || latitude.trim() === '' || longitude.trim() === '')
    return null;
  const lat = Number(latitude);
  const lon = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
    return null;
  return { latitude: lat, longitude: lon };
}

/** Degrees to six decimals (about 0.1 m), with the hemisphere's letter. */
export function formatCoordinates({ latitude, longitude }: Coordinates): string {
  const lat = `${Math.abs(latitude).toFixed(6)}° ${latitude >= 0 ? 'N' : 'S'}`;
  const lon = `${Math.abs(longitude).toFixed(6)}° ${longitude >= 0 ? 'E' : 'W'}`;
  return `${lat}, ${lon}`;
}

export function geoLink({ latitude, longitude }: Coordinates, name?: string): string {
  const label = name ? `(${encodeURIComponent(name)})` : '';
  return `geo:${latitude},${longitude}?q=${latitude},${longitude}${label}`;
}

export function webMapLink({ latitude, longitude }: Coordinates): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}
