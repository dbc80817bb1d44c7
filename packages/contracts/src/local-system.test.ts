import { isDevelopmentPort, LOCAL_API_BASE_URL, LOCAL_FRONT_END_BASE_URL } from './local-system';

describe('the local system (SPEC.md section 9)', () => {
  it.each([
    ['3000', true],
    ['5001', false],
    ['', false],
    ['30000', false],
  ])('port %p is the development server: %p', (port, expected) => {
    expect(isDevelopmentPort(port)).toBe(expected);
  });

  it('has the API on 7056 and the front end on 5001', () => {
    expect(LOCAL_API_BASE_URL).toBe('http://localhost:7056');
    expect(LOCAL_FRONT_END_BASE_URL).toBe('http://localhost:5001');
  });
});
