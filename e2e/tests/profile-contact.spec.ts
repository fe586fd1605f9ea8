import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { readMails } from '../support/mails';
import { saveScreen } from '../support/screens';

test('a user sends a message to support from the Contact Us link, and it is recorded', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('labuser@demo.lab');
  const shell = new ShellPage(page);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('link', { name: 'Contact Us' }).click();
  const modal = page.getByRole('dialog', { name: 'Contact Support' });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('From Email')).toHaveValue('labuser@demo.lab');
  await expect(modal.getByText('0/1000 characters')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Send Message' })).toBeDisabled();

  const subject = `Centrifuge ${Date.now()}`;
  await modal.getByLabel('Subject').fill(subject);
  await modal.getByLabel('Message').fill('The centrifuge in room 2 is making a noise.');
  await expect(modal.getByText('43/1000 characters')).toBeVisible();
  await saveScreen(page, 'contact');
  await expectNoSeriousA11yViolations(page, 'the Contact Us dialog');
  await modal.getByRole('button', { name: 'Send Message' }).click();

  await expect(modal.getByText("Your message has been sent successfully! We'll get back to you soon.")).toBeVisible();
  // the modal closes by itself after 3 seconds and goes back to the page it was opened from
  await expect(modal).toBeHidden({ timeout: 6_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(shell.heading('Dashboard Overview')).toBeVisible();

  // the message reached support through SMTP (the e2e run's catcher), replying to the sender
  await expect.poll(() => readMails('support@lab-portal.local').find((mail) => mail.subject.includes(subject))?.text ?? '').toContain('The centrifuge in room 2 is making a noise.');
});

test('a user edits their profile and is refused a mismatched password change', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('clientadmin@demo.lab');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Email Address')).toHaveValue('clientadmin@demo.lab');
  await expect(page.getByLabel('Email Address')).not.toBeEditable();
  await saveScreen(page, 'profile', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the profile page');

  const phone = `+44 20 7946 ${String(Date.now()).slice(-4)}`;
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Phone Number')).toHaveValue(phone);

  await page.getByLabel('Current Password', { exact: true }).fill('Demo@12345');
  await page.getByLabel('New Password', { exact: true }).fill('Another@12345');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('Another@54321');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('New passwords do not match')).toBeVisible();
});
