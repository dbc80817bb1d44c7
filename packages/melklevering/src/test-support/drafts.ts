import { newDraft } from '@klw/contracts/drafts';
import type { MelkLeveringForm } from '../declaration';
import { draftsOnThisComputer as kitDrafts, localDraftStorage as kitDraftStorage } from '@klw/forms/testing';
import { MELK_MODEL } from '../model';

// The kit's drafts, of the milk screen: what its tests write and read.

const MELK_DRAFTS = { screen: MELK_MODEL.screen, formSchema: MELK_MODEL.formSchema };

export function localDraftStorage(storage?: Storage | null, locks?: LockManager | null) {
  return kitDraftStorage(MELK_DRAFTS, storage, locks);
}

/** Every milk draft of this user and year on this computer, newest first: what a page opened now would find. */
export function draftsOnThisComputer(userId: number, klwId: number) {
  return kitDrafts(MELK_DRAFTS, userId, klwId);
}

export const newMelkDraft = newDraft<MelkLeveringForm>;
