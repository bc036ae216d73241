import { expect, test } from '@playwright/test';
import { PASSWORD, signIn, signUp } from '../support/auth';
import { startBasalt, type BasaltServer } from '../support/server';

test.describe('accounts and sessions', () => {
  let server: BasaltServer;
  test.beforeAll(async () => {
    server = await startBasalt();
  });
  test.afterAll(async () => server.stop());

  test('the first visitor signs up, signs out, and signs back in', async ({ page }) => {
    await page.goto(`${server.url}/signup`);
    await expect(page.getByText('You are the first user')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();

    // the password toggle shows what was typed
    const password = page.getByLabel('Password');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');

    await signUp(page, server.url, 'owner@example.com');
    await expect(page).toHaveURL(`${server.url}/`);

    // a signed-in user is sent away from the sign-in page
    await page.goto(`${server.url}/signin`);
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/signin$/);

    // signed out, private pages lead to sign-in (a user exists now)
    await page.goto(`${server.url}/projects`);
    await expect(page).toHaveURL(/\/signin\?returnTo=%2Fprojects$/);

    await page.getByLabel('Email').fill('owner@example.com');
    await page.getByLabel('Password').fill('wrong password!');
    await page.getByLabel('Password').press('Enter');
    await expect(page.locator('.ant-message')).toContainText('Invalid credentials');

    await signIn(page, server.url, 'owner@example.com');
  });

  test('a forgotten password is reset through the mailed link', async ({ page }) => {
    await page.goto(`${server.url}/signin`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // the page's form arrives with its own chunk: type into it, not into the sign-in page it replaces
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill('owner@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('a reset link is on its way')).toBeVisible();

    await expect.poll(() => /\/reset-password\/[\w-]+/.exec(server.log())?.[0]).toBeTruthy();
    const link = /\/reset-password\/[\w-]+/.exec(server.log())![0];
    await page.goto(`${server.url}${link}`);
    await page.getByLabel('New password', { exact: true }).fill('a brand new secret');
    await page.getByLabel('Repeat the new password').fill('a brand new secret');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page).toHaveURL(/\/signin$/);

    await signIn(page, server.url, 'owner@example.com', 'a brand new secret');

    // the link works once
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${server.url}${link}`);
    await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
  });

  test('a second user is a plain user and may not open the app store', async ({ page }) => {
    await signUp(page, server.url, 'second@example.com', PASSWORD);
    await page.goto(`${server.url}/apps`);
    await expect(page.getByText("You don't have enough permission to access the page.")).toBeVisible();
    await expect(page).toHaveURL(`${server.url}/`);
  });
});
