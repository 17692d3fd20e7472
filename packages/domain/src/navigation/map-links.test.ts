import { describe, expect, it } from 'vitest';
import { directionsHref, mapDefaults, openMapHref } from './map-links.js';

const wien = {
  latitude: '48.1967000',
  longitude: '16.3456000',
  street: 'Mariahilfer Straße 1',
  zipCode: '1060',
  city: 'Wien',
};

describe('openMapHref (spec §2 Home page map, §9 defaults)', () => {
  it('marks the coordinates at the default zoom 19', () => {
    expect(mapDefaults).toEqual({ zoom: 19, pitch: 55, bearing: -85 });
    expect(openMapHref(wien)).toBe('https://www.openstreetmap.org/?mlat=48.1967&mlon=16.3456#map=19/48.1967/16.3456');
  });

  it('keeps the zoom within 1 to 19', () => {
    expect(openMapHref(wien, 22)).toContain('#map=19/');
    expect(openMapHref(wien, 0)).toContain('#map=1/');
    expect(openMapHref(wien, 15.4)).toContain('#map=15/');
  });

  it('searches the address when the branch has no usable coordinates', () => {
    const expected = 'https://www.openstreetmap.org/search?query=Mariahilfer%20Stra%C3%9Fe%201%2C%201060%20Wien';
    expect(openMapHref({ ...wien, latitude: null, longitude: null })).toBe(expected);
    expect(openMapHref({ ...wien, latitude: 0, longitude: 0 })).toBe(expected);
    expect(openMapHref({ ...wien, latitude: 'x' })).toBe(expected);
    expect(openMapHref({ ...wien, latitude: '' })).toBe(expected);
  });

  it('takes numbers too', () => {
    expect(openMapHref({ ...wien, latitude: 47.07, longitude: 15.44 })).toContain('mlat=47.07&mlon=15.44');
  });
});

describe('directionsHref (spec §7 directions on an external maps site)', () => {
  it('routes to the coordinates when known, else to the address', () => {
    expect(directionsHref(wien)).toBe('https://www.google.com/maps/dir/?api=1&destination=48.1967%2C16.3456');
    expect(directionsHref({ ...wien, latitude: null })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Mariahilfer%20Stra%C3%9Fe%201%2C%201060%20Wien',
    );
  });
});
