// Where drafts are kept: one localStorage key per page's draft of one screen, user and year (ADR 006, ADR 009). Plain
// rules without dependencies: the portal's page bundles them alone (an explicit sign-out removes a user's drafts).

/** Every screen's drafts start so: 'klw.concept.<screen>.<userId>.<klwId>.<page>'. */
const DRAFT_KEY_PREFIX = 'klw.concept.';

/** Where one screen's drafts start: 'klw.concept.<screen>.' (a screen id's dots, the key's separator, as '-'). */
export function draftKeyPrefix(screen: string): string {
  return `${DRAFT_KEY_PREFIX}${screen.replaceAll('.', '-')}.`;
}

/**
 * The storage key of one user's draft of one year on one screen, as one page wrote it: `page` tells the pages (tabs,
 * and a tab before and after a reload) apart. Without `page`: the key of a draft written before each page kept its
 * own, which is still read.
 */
export function draftKey(screen: string, userId: number, klwId: number, page?: string): string {
  const year = `${draftKeyPrefix(screen)}${userId}.${klwId}`;
  return page === undefined ? year : `${year}.${page}`;
}

/** Whether a storage key holds a draft of this screen, user and year, written by any page. */
export function isDraftKeyOf(key: string, screen: string, userId: number, klwId: number): boolean {
  const year = draftKey(screen, userId, klwId);
  return key === year || key.startsWith(`${year}.`);
}

/**
 * Whether a storage key holds a draft of this user, on any screen and of any year: an explicit sign-out removes
 * them all.
 */
export function isDraftKeyOfUser(key: string, userId: number): boolean {
  if (!key.startsWith(DRAFT_KEY_PREFIX)) return false;
  const [screen, user] = key.slice(DRAFT_KEY_PREFIX.length).split('.');
  return screen !== undefined && screen !== '' && user === String(userId);
}


/**
 * The BroadcastChannel on which the page an explicit sign-out led to tells the other open pages of the portal whose
 * drafts it removed (`{ userId }`, SignedOutMessage). A page of that user that is still open keeps its typing in
 * memory only from then on, until the user signs in again there: written again, its draft would put back on this
 * computer what the sign-out promised to take away.
 */
export const SIGNED_OUT_CHANNEL = 'klw.afgemeld';

export interface SignedOutMessage {
  userId: number;
}

/** Whether a message of SIGNED_OUT_CHANNEL says this user signed out. */
export function isSignedOutMessageOf(message: unknown, userId: number): boolean {
  return typeof message === 'object' && message !== null && (message as Partial<SignedOutMessage>).userId === userId;
}
