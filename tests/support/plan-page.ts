import type { Page } from 'playwright-core';

// The plan page as a visitor fills it in (tests/e2e/plan.test.ts and the chat's sign-up test).

/** Twenty days ago, as the date input expects it: Selective Service is then due within two weeks. */
export function arrivedTwentyDaysAgo(now = Date.now()): string {
  const date = new Date(now - 20 * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

export async function makePlan(page: Page, arrived = arrivedTwentyDaysAgo()) {
  await page.goto('/plan');
  await page.getByRole('heading', { name: 'My plan', level: 1 }).waitFor();
  await page.getByLabel('As a refugee').check();
  await page.getByLabel('When did you arrive?').fill(arrived);
  await page.getByLabel('Which state do you live in?').selectOption('TX');
  await page.getByLabel('A man aged 18 to 25 (you or someone else)').check();
  await page.getByRole('button', { name: 'Make my plan' }).click();
  await page.getByRole('heading', { name: 'Your checklist' }).waitFor();
}

export const checklist = (page: Page) => page.getByRole('list', { name: 'Your checklist' });
