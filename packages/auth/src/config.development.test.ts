/**
 * @jest-environment-options {"url": "http://localhost:3000/melklevering/Index/12"}
 */
import { isDevelopment } from './config';

it('is true when the page is served from port 3000', () => {
  expect(window.location.port).toBe('3000');
  expect(isDevelopment()).toBe(true);
});
