import { isTransientFailure } from './retry';

describe('isTransientFailure', () => {
  it.each([null, 408, 429, 500, 502, 503, 504])('%p may answer otherwise next time', (status) => {
    expect(isTransientFailure(status)).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 412, 415, 422])('%p answers the same next time', (status) => {
    expect(isTransientFailure(status)).toBe(false);
  });
});
