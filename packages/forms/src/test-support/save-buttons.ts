import { screen } from '@testing-library/dom';

/**
 * The sticky bar's 'Alles opslaan' ('Opslaan...' while a save runs): a form screen that may save has two, the bar's
 * and the one that ends the form; they do the same, and the bar's comes first.
 */
export function saveButton(name: 'Alles opslaan' | 'Opslaan...' = 'Alles opslaan'): HTMLElement {
  const [first] = screen.getAllByRole('button', { name });
  if (!first) throw new Error(`no '${name}'`);
  return first;
}

/** As saveButton, once it is there. */
export async function findSaveButton(): Promise<HTMLElement> {
  const [first] = await screen.findAllByRole('button', { name: 'Alles opslaan' });
  if (!first) throw new Error("no 'Alles opslaan'");
  return first;
}

/** Whether the screen offers 'Alles opslaan' at all (not in a read-only year, not before its data is there). */
export function hasSaveButton(): boolean {
  return screen.queryAllByRole('button', { name: 'Alles opslaan' }).length > 0;
}
