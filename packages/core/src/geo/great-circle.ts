/** A point on the Earth's surface in decimal degrees (WGS-84): latitude −90…90, longitude −180…180. */
export interface GeoPoint {
  readonly lat: number;
  readonly lon: number;
}

/**
 * Mean radius of the Earth, in kilometres: the arithmetic mean radius R1 = (2a + b) / 3 of the WGS-84
 * ellipsoid (H. Moritz, "Geodetic Reference System 1980", Journal of Geodesy 74, 2000).
 */
export const EARTH_MEAN_RADIUS_KM = 6371.0088;

const RADIANS_PER_DEGREE = Math.PI / 180;

/**
 * Great-circle distance between two points, in kilometres: the haversine formula on a sphere of the
 * Earth's mean radius (within about 0.5 % of the ellipsoidal distance). Symmetric, 0 for one point.
 */
export function greatCircleKm(a: GeoPoint, b: GeoPoint): number {
  const halfDeltaLat = ((b.lat - a.lat) * RADIANS_PER_DEGREE) / 2;
  const halfDeltaLon = ((b.lon - a.lon) * RADIANS_PER_DEGREE) / 2;
  const haversine =
    Math.sin(halfDeltaLat) ** 2 +
    Math.cos(a.lat * RADIANS_PER_DEGREE) *
      Math.cos(b.lat * RADIANS_PER_DEGREE) *
      Math.sin(halfDeltaLon) ** 2;
  // Rounding can push the haversine of two antipodal points a hair above 1.
  return 2 * EARTH_MEAN_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, haversine)));
}
