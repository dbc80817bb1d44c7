import { klwIdFromPath, selectedKringloopwijzerId } from './klw-id';
import { resetPage, setHiddenKlwId } from './test-support/fake-api';

afterEach(resetPage);

describe('selectedKringloopwijzerId', () => {
  it('takes the hidden input #selectedKringloopwijzerId first', () => {
    window.history.replaceState(null, '', '/melklevering/Index/123');
    setHiddenKlwId('456');
    expect(selectedKringloopwijzerId()).toBe(456);
  });

  it('takes the last numeric URL segment when the page has no hidden input', () => {
    window.history.replaceState(null, '', '/ZuivelNL.Klw.Web/melklevering/Index/123');
    expect(selectedKringloopwijzerId()).toBe(123);
  });

  it('falls back to the URL when the hidden input holds no id', () => {
    window.history.replaceState(null, '', '/melklevering/Index/123');
    setHiddenKlwId('');
    expect(selectedKringloopwijzerId()).toBe(123);
  });

  it('is null when there is neither', () => {
    window.history.replaceState(null, '', '/Profiel/Index');
    expect(selectedKringloopwijzerId()).toBeNull();
  });
});

describe('klwIdFromPath', () => {
  it.each([
    ['/melklevering/Index/123', 123],
    ['/voer/krachtvoer/Index/77/', 77],
    ['/a/1/b/2', 2],
    ['/a/12/Index', 12],
    ['/melklevering/Index/12abc', null],
    ['/', null],
  ])('%s -> %s', (path, expected) => {
    expect(klwIdFromPath(path)).toBe(expected);
  });
});
