import ky, { type AfterResponseHook, type BeforeRequestHook } from 'ky';
import { readConfig } from './config';
import { timeoutFor } from './failure';
import { assertSameUser, currentAuthorization, refreshAfterUnauthorized } from './token';

const UNAUTHORIZED = 401;

/** Every request carries 'Authorization: Bearer {token}' by the rules of bearer.ts, read at send time. */
const withAuthorization: BeforeRequestHook = (request) => {
  assertSameUser();
  request.headers.set('Authorization', currentAuthorization());
};

/** The retry: same header rule, no 401 recovery of its own, so a second 401 ends the call (no loop). */
const retryClient = ky.create({
  retry: 0,
  hooks: { beforeRequest: [withAuthorization] },
});

/**
 * On 401: refresh (one refresh shared by every call that got 401 together), then send the request once more.
 * `request` is ky's unsent clone, so a POST body is still there; its Authorization header is the one the
 * failed attempt carried.
 */
const refreshAndRetryOnce: AfterResponseHook = async (request, _options, response) => {
  if (response.status !== UNAUTHORIZED) return undefined;
  await refreshAfterUnauthorized(request.headers.get('Authorization') ?? '');
  return retryClient(request, { timeout: timeoutFor(readConfig().testMode) });
};

/** The client for the data and menu calls. No ky retries: a 401 is the one case that is retried. */
export const authorizedClient = ky.create({
  retry: 0,
  hooks: {
    beforeRequest: [withAuthorization],
    afterResponse: [refreshAndRetryOnce],
  },
});
