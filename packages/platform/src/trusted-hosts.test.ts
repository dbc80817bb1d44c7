/** @jest-environment node */
import { DEFAULT_TRUSTED_HOSTS, hostnameOfHostHeader, isAllowedHostHeader, isTrustedOrigin, parseHostList } from './index.mjs';

describe('isAllowedHostHeader', () => {
  it.each`
    header                       | extra                    | allowed
    ${'localhost:7056'}          | ${[]}                    | ${true}
    ${'LOCALHOST'}               | ${[]}                    | ${true}
    ${'127.0.0.1:5001'}          | ${[]}                    | ${true}
    ${'attacker.example:7056'}   | ${[]}                    | ${false}
    ${'localhost.attacker.example'} | ${[]}                 | ${false}
    ${'127.0.0.1.nip.io:7056'}   | ${[]}                    | ${false}
    ${'[::1]:7056'}              | ${[]}                    | ${false}
    ${'klw.test:7056'}           | ${['klw.test']}          | ${true}
    ${'other.test:7056'}         | ${['klw.test']}          | ${false}
    ${''}                        | ${[]}                    | ${false}
    ${undefined}                 | ${[]}                    | ${false}
    ${'localhost:7056 x'}        | ${[]}                    | ${false}
    ${'user@localhost'}          | ${[]}                    | ${false}
  `('$header with $extra: $allowed', ({ header, extra, allowed }) => {
    expect(isAllowedHostHeader(header, extra)).toBe(allowed);
  });

  it('reads the host name of a bracketed IPv6 header', () => {
    expect(hostnameOfHostHeader('[::1]:7056')).toBe('[::1]');
  });
});

describe('isTrustedOrigin', () => {
  it.each`
    url                                                  | list                                   | trusted
    ${'http://localhost:8080/mf-manifest.json'}          | ${DEFAULT_TRUSTED_HOSTS}               | ${true}
    ${'https://127.0.0.1:9/mf-manifest.json'}            | ${DEFAULT_TRUSTED_HOSTS}               | ${true}
    ${'https://example.invalid/mf-manifest.json'}        | ${DEFAULT_TRUSTED_HOSTS}               | ${false}
    ${'http://localhost.example.invalid/m.json'}         | ${DEFAULT_TRUSTED_HOSTS}               | ${false}
    ${'javascript:alert(1)'}                             | ${DEFAULT_TRUSTED_HOSTS}               | ${false}
    ${'/relative/mf-manifest.json'}                      | ${DEFAULT_TRUSTED_HOSTS}               | ${false}
    ${'https://remotes.klw.test/m/mf-manifest.json'}     | ${['https://remotes.klw.test']}        | ${true}
    ${'http://remotes.klw.test/m/mf-manifest.json'}      | ${['https://remotes.klw.test']}        | ${false}
    ${'https://remotes.klw.test:8443/mf-manifest.json'}  | ${['https://remotes.klw.test']}        | ${false}
    ${'http://localhost:8080/mf-manifest.json'}          | ${['https://remotes.klw.test']}        | ${false}
    ${'https://remotes.klw.test/mf-manifest.json'}       | ${['https://remotes.klw.test/']}       | ${true}
  `('$url on $list: $trusted', ({ url, list, trusted }) => {
    expect(isTrustedOrigin(url, list)).toBe(trusted);
  });
});

describe('parseHostList', () => {
  it.each`
    text                              | list
    ${undefined}                      | ${[]}
    ${''}                             | ${[]}
    ${' KLW.test , ,other.test '}     | ${['klw.test', 'other.test']}
  `('$text -> $list', ({ text, list }) => {
    expect(parseHostList(text)).toEqual(list);
  });
});
