import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { choosePlacesDirectory } from './choose-places-directory.js';
import { GooglePlacesDirectory } from './google-places-directory.js';
import { OfflinePlacesDirectory } from './offline-places-directory.js';

describe('choosePlacesDirectory', () => {
  it('uses the offline gazetteer without GOOGLE_MAPS_API_KEY (or with a blank one)', () => {
    expect(choosePlacesDirectory(loadConfig({}))).toBeInstanceOf(OfflinePlacesDirectory);
    const blank = loadConfig({ GOOGLE_MAPS_API_KEY: '  ' });
    expect(blank.googleMapsApiKey).toBeNull();
    expect(choosePlacesDirectory(blank)).toBeInstanceOf(OfflinePlacesDirectory);
  });

  it('uses Google Maps Platform when GOOGLE_MAPS_API_KEY is set', () => {
    const config = loadConfig({ GOOGLE_MAPS_API_KEY: ' AIza-test-key ' });
    expect(config.googleMapsApiKey).toBe('AIza-test-key');
    expect(choosePlacesDirectory(config)).toBeInstanceOf(GooglePlacesDirectory);
  });
});
