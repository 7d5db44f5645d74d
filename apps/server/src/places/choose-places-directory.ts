import type { ServerConfig } from '../config.js';
import type { PlacesDirectory } from '../services/ports/places-directory.port.js';
import { GooglePlacesDirectory } from './google-places-directory.js';
import { OfflinePlacesDirectory } from './offline-places-directory.js';

/** Google Maps Platform when GOOGLE_MAPS_API_KEY is set, else the offline gazetteer (DESIGN §4). */
export function choosePlacesDirectory(
  config: Pick<ServerConfig, 'googleMapsApiKey'>,
): PlacesDirectory {
  return config.googleMapsApiKey
    ? new GooglePlacesDirectory({ apiKey: config.googleMapsApiKey })
    : new OfflinePlacesDirectory();
}
