import { removeDraftsAfterSignOut } from './sign-out-drafts';

describe('the drafts an explicit sign-out removes', () => {
  it("removes every screen's drafts of the user the cookie names, and the cookie; others' drafts and other keys stay", () => {
    localStorage.clear();
    for (const key of ['klw.concept.melklevering.7.1023.a', 'klw.concept.krachtvoer.7.1023.b', 'klw.concept.melklevering.8.1023.c', 'klw.remoteOverrides']) {
      localStorage.setItem(key, '{}');
    }
    const clear = jest.fn();
    expect(removeDraftsAfterSignOut('7', () => localStorage, clear)).toBe(2);
    expect(clear).toHaveBeenCalledTimes(1);
    expect(Object.keys(localStorage).sort()).toEqual(['klw.concept.melklevering.8.1023.c', 'klw.remoteOverrides']);
  });

  it("tells the user's other open pages, after the drafts are gone, also where storage is switched off", () => {
    localStorage.clear();
    localStorage.setItem('klw.concept.melklevering.7.1023.a', '{}');
    const heard: Array<[number, number]> = [];
    removeDraftsAfterSignOut('7', () => localStorage, jest.fn(), (userId) => heard.push([userId, localStorage.length]));
    removeDraftsAfterSignOut('7', () => null, jest.fn(), (userId) => heard.push([userId, -1]));
    expect(heard).toEqual([[7, 0], [7, -1]]);
  });

  it('without the cookie, or with a cookie that names no user, removes nothing', () => {
    localStorage.clear();
    localStorage.setItem('klw.concept.melklevering.7.1023.a', '{}');
    expect(removeDraftsAfterSignOut(null, () => localStorage, jest.fn())).toBe(0);
    expect(removeDraftsAfterSignOut('9999999999999999', () => localStorage, jest.fn())).toBe(0);
    expect(removeDraftsAfterSignOut('7', () => null, jest.fn())).toBe(0);
    expect(localStorage.length).toBe(1);
  });
});
