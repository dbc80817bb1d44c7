import { createContext } from 'react';
import type { ReactNode } from 'react';

// What the notices of a screen are and the two contexts that carry them: the Notifier a screen calls
// (notifications.tsx keeps the notices and their clocks) and the state the list shows (notice-list.tsx).

export interface NoticeAction {
  label: string;
  /** Runs after the notice has closed (unless `keepsNotice`). */
  onClick(): void;
  /**
   * The notice stays: for an action that leaves the page, which the leave question may still stop (the farmer who
   * stays finds the notice and its button where they were).
   */
  keepsNotice?: boolean;
}

/**
 * A part of a notice's text that leads to what it names (a field to fill in): a link in the sentence, which runs
 * `onSelect` and leaves the notice open (it still asks for the rest).
 */
export interface NoticeLink {
  text: string;
  onSelect(): void;
}

/** A notice's text: plain, or a sentence of which some parts are links; it reads the same either way. */
export type NoticeText = string | readonly (string | NoticeLink)[];

interface NoticeOptions {
  /** Buttons beside 'Sluiten'; choosing one closes the notice, unless it `keepsNotice`. */
  actions?: NoticeAction[];
  /** Shown under the description: what the farmer needs to choose between the actions (the values that differ). */
  details?: ReactNode;
}

export interface Notifier {
  /** An error that stays until closed. The description is shown as text (server texts are never HTML). */
  error(description: NoticeText, title?: string, options?: NoticeOptions): void;
  success(title: string, description?: string): void;
  /** A warning goes on its own after a while, unless it `stays` until closed (what the farmer must not miss). */
  warning(title: string, description?: NoticeText, options?: { stays?: boolean }): void;
  /** Closes every notice (a new attempt makes the notices of the last one stale). */
  dismissAll(): void;
}

export type Intent = 'error' | 'warning' | 'success';

export interface Notice {
  id: number;
  intent: Intent;
  title: string;
  description?: NoticeText;
  actions: NoticeAction[];
  details?: ReactNode;
}


/** Why a notice is held: the pointer is over it, or the focus is in it. */
export type HoldReason = 'pointer' | 'focus';

export interface NoticesState {
  notices: Notice[];
  close(id: number): void;
  closeMany(ids: number[]): void;
  /**
   * A notice that goes on its own waits while the farmer is at it (pointer over it, focus in it) and goes a little
   * after the last of these ends, so nobody loses a text halfway through reading it.
   */
  hold(id: number, reason: HoldReason): void;
  release(id: number, reason: HoldReason): void;
  /** A NoticeOutlet registers itself so the provider does not render the list a second time. */
  registerOutlet(): () => void;
}

export const NotifierContext = createContext<Notifier | null>(null);
export const NoticesContext = createContext<NoticesState | null>(null);
