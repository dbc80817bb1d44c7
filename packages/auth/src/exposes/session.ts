// klw_auth/session: the call context store and its read-only selector.
export { sessionStore, selectReadOnly, type SessionState } from '../session-store';
