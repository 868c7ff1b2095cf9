/**
 * What a 401 does. Kept apart from api-client so the router can
 * register it without pulling the API client into the first load.
 */
let handler: () => void = () => {
  window.location.assign('/');
};

export function setUnauthorizedHandler(next: () => void): void {
  handler = next;
}

export function onUnauthorized(): void {
  handler();
}
