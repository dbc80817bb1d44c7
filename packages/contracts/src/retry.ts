/**
 * Whether a call that failed with this status may succeed when tried again, so a 'Opnieuw proberen' button can help:
 * no answer at all (`null`: no connection, a time-out), a time-out or rate limit the server reports (408, 429), or a
 * server error (5xx). Any other status (401, 403, 404, 412, ...) answers the same the next time. The auth remote's
 * errors and the portal's menu both ask this.
 */
export function isTransientFailure(status: number | null): boolean {
  return status === null || status === 408 || status === 429 || status >= 500;
}
