// Accounts and the sign-in steps the specs share: the seeded admin, a fresh account per test run,
// and registering and signing in through the site's own forms.
import { expect, newPage, type APIRequestContext, type Browser, type Page } from './fixtures';

export interface Account {
  email: string;
  password: string;
}

/** The admin account the seed creates. */
export const ADMIN: Account = { email: 'admin@dfwiki.test', password: 'Admin-Password-123!' };

export const LOGIN_PATH = '/admin-login';

/** A new account for one run of a test ('Player' → `Player <run>`, player-<run>@dfwiki.test). */
export function newAccount(role: string): Account & { run: string; nickname: string } {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    run,
    nickname: `${role} ${run}`,
    email: `${role.toLowerCase()}-${run}@dfwiki.test`,
    password: `${role}-Password-123!`,
  };
}

/** Fills in the Create Account form the page shows and sends it. */
export async function register(
  page: Page,
  account: Account & { nickname: string },
  confirmPassword = account.password,
): Promise<void> {
  await page.getByLabel('Nickname').fill(account.nickname);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(confirmPassword);
  await page.getByRole('button', { name: 'Register' }).click();
}

/** Fills in the sign-in form the page shows and sends it. */
export async function signIn(page: Page, { email, password }: Account): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Opens the sign-in page and signs in. */
export async function logIn(page: Page, account: Account): Promise<void> {
  await page.goto(LOGIN_PATH);
  await signIn(page, account);
}

/** The seeded admin, signed in in a browser context of its own. */
export async function adminPage(browser: Browser): Promise<Page> {
  const admin = await newPage(browser);
  await logIn(admin, ADMIN);
  // The session cookie is set by the login answer: go on only once it has come.
  await expect(admin).toHaveURL('/admin/dashboard/quick');
  return admin;
}

/** A new account, registered through the site and promoted to editor by the seeded admin. */
export async function newEditor(browser: Browser): Promise<Account & { nickname: string }> {
  const account = newAccount('Editor');
  const page = await newPage(browser);
  await page.goto('/admin-register');
  await register(page, account);
  await expect(page).toHaveURL(LOGIN_PATH);
  await page.context().close();
  const admin = await adminPage(browser);
  await admin.getByRole('link', { name: 'Users' }).click();
  await admin.getByLabel(`Role of ${account.nickname}`).selectOption('editor');
  await expect(admin.getByText(`${account.nickname} updated.`)).toBeVisible();
  await admin.context().close();
  return account;
}

/** Signs `request` in through the API, sending our Origin as a browser would (CSRF check). */
export async function apiSignIn(request: APIRequestContext, baseURL: string, { email, password }: Account) {
  const res = await request.post('/api/v1/auth/login', {
    data: { email, password },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Registers `account` through the API and signs it in on `request`; answers its user id. */
export async function apiRegister(
  request: APIRequestContext,
  baseURL: string,
  account: Account & { nickname: string },
): Promise<number> {
  const { nickname, email, password } = account;
  const res = await request.post('/api/v1/auth/register', {
    data: { nickname, email, password },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(201);
  await apiSignIn(request, baseURL, account);
  return (await res.json()).data.user.id as number;
}
