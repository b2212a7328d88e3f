import { expect, test } from '@playwright/test';
import { consoleErrors, signedInAs } from '../../support/session';

/**
 * An admin keeps the organisation's teams in Users: renaming one keeps its people in it (the list shows them under the
 * new name), a person is placed in a new team by typing it, and a team is deleted after asking, its people staying.
 */
test('an admin renames a team, places a person in a new one, and deletes it', async ({ page }) => {
  const errors = consoleErrors(page);
  await signedInAs(page, 'admin');
  await page.goto('/apps/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Teams' }).click();
  const teams = page.getByRole('dialog', { name: 'Teams' });
  await teams.getByRole('button', { name: 'Rename Operations' }).click();
  await teams.getByRole('textbox', { name: 'New name for Operations' }).fill('IT Operations');
  await teams.getByRole('button', { name: 'Save' }).click();
  await expect(teams.getByText('IT Operations')).toBeVisible();
  await teams.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('row', { name: /^Select Eve Employee|^Eve Employee/ })).toContainText('IT Operations');

  await page.getByRole('button', { name: 'Edit Eve Employee' }).click();
  const person = page.getByRole('dialog', { name: 'Edit Eve Employee' });
  const team = person.getByRole('combobox', { name: 'Team' });
  await team.fill('Field Support');
  await page.getByRole('option', { name: 'Add the team “Field Support”' }).click();
  await expect(team).toHaveValue('Field Support');
  await person.getByRole('button', { name: 'Save' }).click();
  await expect(person).toBeHidden();
  await expect(page.getByRole('row', { name: /^Select Eve Employee|^Eve Employee/ })).toContainText('Field Support');

  await page.getByRole('button', { name: 'Teams' }).click();
  await teams.getByRole('button', { name: 'Delete Field Support' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete the team Field Support?' });
  await expect(ask).toContainText('1 person is in Field Support');
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(teams.getByText('Field Support')).toBeHidden();
  await teams.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('row', { name: /^Select Eve Employee|^Eve Employee/ })).not.toContainText('Field Support');
  expect(errors).toEqual([]);
});
