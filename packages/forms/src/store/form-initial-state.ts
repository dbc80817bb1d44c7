import type { FormActions, FormState } from './form-state';

// What a form screen's store holds before its first load: nothing loaded, nothing typed, no drafts looked at.

export function initialFormState<TData, TForm>(): Omit<FormState<TData, TForm>, keyof FormActions<TData, TForm>> {
  return {
    status: 'idle',
    loadFailure: null,
    data: null,
    etag: null,
    form: null,
    savedForm: null,
    checkedForm: null,
    unreadable: [],
    formVersion: 0,
    saving: false,
    saveCount: 0,
    draftKeptAt: null,
    rowKeys: {},
    nextRowKey: 0,
    goingTo: null,
    draftOffer: null,
    draftOfferKey: null,
    draftOwner: null,
    draftOwnerReadOnly: true,
    draftsChecked: false,
    draftLook: 0,
    laterOffers: [],
    stopWatchingDrafts: null,
    typingBase: null,
    unansweredSave: null,
    signedOut: false,

  };
}
