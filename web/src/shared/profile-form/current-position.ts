export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The browser's geolocation as a promise; rejects when it is unavailable or refused. */
export function getCurrentPosition(): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!("geolocation" in navigator)) {
      reject(new Error("Geolocation is not available"));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(new Error(error.message)),
      { enableHighAccuracy: false, timeout: 10_000 },
    );
  });
}
