// For the fulfillment screens' tests only.
import { screen, waitFor } from '@testing-library/react';
import type { User } from '../common/test-helpers';

/** Opens the menu of the button named `button` and answers the labels it offers. */
export async function openMenu(user: User, button: string): Promise<string[]> {
  await user.click(screen.getByRole('button', { name: button }));
  return waitFor(() => {
    const open = document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden) [role="menuitem"]');
    if (open.length === 0) throw new Error(`The menu of ${button} did not open`);
    return [...open].map((item) => item.textContent ?? '');
  });
}

/** Clicks `label` in the menu that is open. */
export async function chooseMenuItem(user: User, label: string) {
  const item = await waitFor(() => {
    const open = [...document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden) [role="menuitem"]')];
    const found = open.find((element) => element.textContent === label);
    if (!found) throw new Error(`No menu item ${label}`);
    return found;
  });
  await user.click(item);
}
