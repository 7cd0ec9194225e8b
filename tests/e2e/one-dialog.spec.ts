import {
  base as test,
  createConfirmedUser,
  expect,
  loginThroughDialog,
  mailedLink,
} from './fixtures.ts';

/** A first visit through a mailed link: the age check first, then the login it leads to. */
test('a confirmation link opened on a first visit shows the age check alone, then the login', async ({
  page,
  request,
}) => {
  const { email, password } = await createConfirmedUser(request, 'one-dialog');
  await page.goto(await mailedLink(email, 'confirm-registration'));
  const age = page.getByRole('dialog', { name: 'Are you 18 or older?' });
  await expect(age).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Already confirmed' })).toBeVisible();
  // The confirmation view hands over to the main page, which would offer the login.
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);

  await age.getByRole('button', { name: 'I am 18 or older' }).click();
  await expect(age).toBeHidden();
  await loginThroughDialog(page, email, password);
});
