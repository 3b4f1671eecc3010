import { describe, expect, it } from 'vitest';
import { formatCoordinates, geoLink, parseCoordinates, webMapLink } from './coordinates';

describe('location coordinates', () => {
  it('read only numbers within the globe', () => {
    expect(parseCoordinates('31.2304', '121.4737')).toEqual({ latitude: 31.2304, longitude: 121.4737 });
    expect(parseCoordinates('-33.9', '-70.6')).toEqual({ latitude: -33.9, longitude: -70.6 });
    for (const [lat, lon] of [
      ['91', '0'],
      ['0', '181'],
      ['abc', '1'],
      ['', '1'],
      [null, '1'],
      ['1', ' '],
    ]) {
      expect(parseCoordinates(lat ?? null, lon ?? null), `${lat}, ${lon}`).toBeNull();
    }
  });

  it('show hemispheres and open in the device’s map or on the web', () => {
    const shanghai = { latitude: 31.2304, longitude: 121.4737 };
    expect(formatCoordinates(shanghai)).toBe('31.230400° N, 121.473700° E');
    expect(formatCoordinates({ latitude: -1.5, longitude: -2.25 })).toBe('1.500000° S, 2.250000° W');
    expect(geoLink(shanghai, 'The Bund')).toBe('geo:31.2304,121.4737?q=31.2304,121.4737(The%20Bund)');
    expect(webMapLink(shanghai)).toContain('mlat=31.2304&mlon=121.4737');
  });
});
