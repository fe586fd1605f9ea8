import { screen, waitFor } from '@testing-library/react';
import { setupUser, type User } from '../common/test-helpers';

export { setupUser, type User };

/** The options of the open dropdown of the select labelled `field` (found through its aria-controls). */
async function openOptions(user: User, field: string): Promise<Element[]> {
  const combobox = screen.getByRole('combobox', { name: field });
  await user.click(combobox);
  return waitFor(() => {
    const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    const options = listbox?.closest('.ant-select-dropdown')?.querySelectorAll('.ant-select-item-option');
    if (!options || options.length === 0) throw new Error(`No options in ${field}`);
    return [...options];
  });
}

/** Opens the select labelled `field` and clicks its option `option`. */
export async function pick(user: User, field: string, option: string) {
  const options = await openOptions(user, field);
  const found = options.find((o) => o.getAttribute('title') === option);
  if (!found) throw new Error(`No option ${option} in ${field}`);
  await user.click(found);
}

/** The option titles a select offers. */
export async function optionsOf(user: User, field: string): Promise<string[]> {
  const titles = (await openOptions(user, field)).map((o) => o.getAttribute('title') ?? '');
  await user.keyboard('{Escape}');
  return titles;
}

/** The text of what a select shows as chosen. */
export function chosen(field: string): string | null {
  const select = screen.getByRole('combobox', { name: field }).closest('.ant-select') as HTMLElement;
  const item = select.querySelector('.ant-select-content-has-value, .ant-select-selection-item');
  return item?.getAttribute('title') ?? null;
}
