/** @jest-environment node */
import { contentSecurityPolicy } from './content-security-policy.js';

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('contentSecurityPolicy', () => {
  const local = contentSecurityPolicy({ apiUrls: ['http://localhost:7056/', 'http://localhost:7056'] });

  it.each`
    name                 | sources
    ${'default-src'}     | ${["'self'"]}
    ${'script-src'}      | ${["'self'", 'http://localhost:*', 'https://localhost:*', 'http://localhost', 'https://localhost', 'http://127.0.0.1:*', 'https://127.0.0.1:*', 'http://127.0.0.1', 'https://127.0.0.1']}
    ${'worker-src'}      | ${["'self'"]}
    ${'frame-src'}       | ${["'none'"]}
    ${'object-src'}      | ${["'none'"]}
    ${'frame-ancestors'} | ${["'self'"]}
    ${'base-uri'}        | ${["'self'"]}
  `('by default, $name is $sources', ({ name, sources }) => {
    expect(directive(local, name)).toEqual(sources);
  });

  it('lets the page call its API once, and never allows inline code or eval', () => {
    expect(directive(local, 'connect-src').filter((source) => source === 'http://localhost:7056')).toHaveLength(1);
    expect(local).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(local.split(/[; ]+/)).not.toContain('*');
  });

  it.each`
    overrideOrigins                                   | scriptSrc
    ${['https://remotes.klw.test/']}                  | ${["'self'", 'https://remotes.klw.test']}
    ${['klw.test']}                                   | ${["'self'", 'http://klw.test:*', 'https://klw.test:*', 'http://klw.test', 'https://klw.test']}
    ${[]}                                             | ${["'self'"]}
  `('an allow-list of $overrideOrigins allows scripts from $scriptSrc', ({ overrideOrigins, scriptSrc }) => {
    const policy = contentSecurityPolicy({ apiUrls: ['https://api.klw.test/v1'], overrideOrigins });
    expect(directive(policy, 'script-src')).toEqual(scriptSrc);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.klw.test', ...scriptSrc.slice(1)]);
  });

  it.each`
    frameUrls                                                        | frameSrc
    ${['http://127.0.0.1:7057']}                                     | ${['http://127.0.0.1:7057']}
    ${['https://embed.example.nl/klw/', 'https://embed.example.nl']} | ${['https://embed.example.nl']}
    ${['not a url', 'javascript:alert(1)']}                          | ${["'none'"]}
  `('frames only the origin of $frameUrls: $frameSrc', ({ frameUrls, frameSrc }) => {
    const policy = contentSecurityPolicy({ apiUrls: ['https://api.klw.test'], frameUrls });
    expect(directive(policy, 'frame-src')).toEqual(frameSrc);
    // Framing is the only thing that origin gets.
    expect(directive(policy, 'script-src')).not.toEqual(expect.arrayContaining(frameSrc));
    expect(directive(policy, 'connect-src')).not.toEqual(expect.arrayContaining(frameSrc));
  });
});
